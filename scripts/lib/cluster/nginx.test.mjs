// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginx.mjs';

const config = renderNginxConfig({ listen: 4173, statusPort: 9113, distDir: '/srv/dist', runDir: '/run/chispa', strapiPorts: [1337, 1338], appPorts: [4174], s3: { origin: 'http://127.0.0.1:9000', bucket: 'uploads' } });

/**
 * nginx's configuration as a tree of directives (`{ name, args, children? }`): words, quoted strings
 * (their braces are text), `;` ends a directive, `{ … }` holds a block's, `#` starts a comment.
 */
function parse(text) {
  let at = 0;
  function block() {
    const directives = [];
    let words = [];
    let word = '';
    const endWord = () => {
      if (word) words.push(word);
      word = '';
    };
    while (at < text.length) {
      const c = text[at];
      if (c === '#' && !word) {
        while (at < text.length && text[at] !== '\n') at += 1;
      } else if (c === '"' || c === "'") {
        let end = at + 1;
        while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
        word += text.slice(at + 1, end);
        at = end + 1;
      } else if (/\s/.test(c)) {
        endWord();
        at += 1;
      } else if (c === ';' || c === '{') {
        endWord();
        at += 1;
        const [name, ...args] = words;
        directives.push(c === ';' ? { name, args } : { name, args, children: block() });
        words = [];
      } else if (c === '}') {
        endWord();
        at += 1;
        return directives;
      } else {
        word += c;
        at += 1;
      }
    }
    return directives;
  }
  return block();
}

const http = parse(config).find((d) => d.name === 'http');
const servers = http.children.filter((d) => d.name === 'server');
const directive = (block, name) => block.children.filter((d) => d.name === name);

/** The location nginx picks for `path` in a server: exact, then the first regex that matches, then the longest prefix. */
function locationFor(server, path) {
  const locations = directive(server, 'location').map((l) => (l.args.length === 2 ? { modifier: l.args[0], pattern: l.args[1], l } : { modifier: '', pattern: l.args[0], l }));
  const exact = locations.find(({ modifier, pattern }) => modifier === '=' && pattern === path);
  const regex = locations.find(({ modifier, pattern }) => modifier.startsWith('~') && new RegExp(pattern, modifier === '~*' ? 'i' : '').test(path));
  const prefix = locations.filter(({ modifier, pattern }) => (modifier === '' || modifier === '^~') && path.startsWith(pattern)).sort((a, b) => b.pattern.length - a.pattern.length)[0];
  return (exact ?? (prefix?.modifier === '^~' ? prefix : (regex ?? prefix)))?.l;
}

/** What a location does with a request: `return <status>`, or `proxy <upstream>`. */
function handling(location) {
  const returned = directive(location, 'return')[0];
  if (returned) return `return ${returned.args[0]}`;
  const proxied = directive(location, 'proxy_pass')[0];
  return proxied ? `proxy ${proxied.args[0]}` : directive(location, 'stub_status').length ? 'stub_status' : 'files';
}

describe("nginx's configuration", () => {
  const [front, status, ...others] = servers;
  const listens = (server) => directive(server, 'listen').map((d) => d.args.join(' '));

  it('holds the public server and the status server, nothing more', () => {
    expect(listens(front)).toEqual(['127.0.0.1:4173']);
    expect(listens(status)).toEqual(['127.0.0.1:9113']);
    expect(others).toEqual([]);
  });

  it('never passes /metrics on: the public server refuses it itself, under /api too', () => {
    for (const path of ['/metrics', '/metrics/', '/api/metrics', '/api/metrics/x']) expect(handling(locationFor(front, path)), path).toBe('return 404');
    // Nearby paths still reach their upstreams.
    expect(handling(locationFor(front, '/api/projects'))).toBe('proxy http://chispa_strapi');
    expect(handling(locationFor(front, '/metricsfoo'))).toBe('proxy http://chispa_app');
    expect(handling(locationFor(front, '/nginx_status'))).toBe('proxy http://chispa_app');
    expect(JSON.stringify(front)).not.toContain('stub_status');
  });

  it('serves its own figures on loopback only, to loopback only', () => {
    const figures = locationFor(status, '/nginx_status');
    expect(handling(figures)).toBe('stub_status');
    expect(figures.children.filter((d) => d.name === 'allow' || d.name === 'deny').map((d) => `${d.name} ${d.args.join(' ')}`)).toEqual(['allow 127.0.0.1', 'deny all']);
    expect(handling(locationFor(status, '/metrics'))).toBe('return 404');
    expect(JSON.stringify(status)).not.toContain('proxy_pass');
  });
});
