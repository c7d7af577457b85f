/** The app's code as the built index.html asks for it: its entry module and the modules it preloads. */
export type CodeTags = {
  /** The entry module's address (`<script type="module" src>`). */
  entry: string;
  /** Each `<link rel="modulepreload">`'s attributes, in the page's order. */
  preloads: Record<string, string>[];
};

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>[ \t]*\n?[ \t]*/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>[ \t]*\n?[ \t]*/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

function attributesOf(tag: string): Record<string, string> {
  const inner = tag.replace(/^<link\b/, '').replace(/\/?>\s*$/, '');
  return Object.fromEntries([...inner.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value ?? '']));
}

/**
 * Takes the entry's `<script>` and the `<link rel="modulepreload">`s out of a built page, for a script
 * to add them when the page is ready for the code (vite-plugins/early-home-script.ts): each tag in the
 * page is a request the browser starts while it parses. `at` is where the entry's script stood.
 */
export function takeCodeTags(html: string): { html: string; code: CodeTags; at: number } {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([tag]) => attributesOf(tag.trim()));
  const withoutPreloads = html.replace(MODULE_PRELOAD, '');
  const entry = withoutPreloads.match(ENTRY_SCRIPT);
  const [tag, src] = entry ?? [];
  if (!entry || entry.index === undefined || !tag || !src) throw new Error('takeCodeTags: the page has no entry module script');
  return {
    html: withoutPreloads.slice(0, entry.index) + withoutPreloads.slice(entry.index + tag.length),
    code: { entry: src, preloads },
    at: entry.index,
  };
}
