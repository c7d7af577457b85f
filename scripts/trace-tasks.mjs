// `node scripts/trace-tasks.mjs DIR/mobile-1 [--min=15]`: the main thread's tasks in a Lighthouse run
// saved by `npm run bench:lighthouse -- --artifacts=DIR --profile`, each with where its time went
// (the run's sampled CPU profile, mapped through dist/'s source maps to our files and the libraries).
// Times are the host's, before Lighthouse's CPU slowdown. Not a budget: it says where to cut.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { firstPaintOf, pageNavigationOf } from './lib/main-thread-waits.mjs';
import { rootDir } from './lib/paths.mjs';

const [runDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const MIN_MS = Number(process.argv.find((arg) => arg.startsWith('--min='))?.split('=')[1] ?? 15);
if (!runDir) throw new Error('Usage: node scripts/trace-tasks.mjs DIR/mobile-1 [--min=15]');

const trace = JSON.parse(readFileSync(join(runDir, 'defaultPass.trace.json'), 'utf8'));
const events = trace.traceEvents ?? trace;
const navigation = pageNavigationOf(events);
const onMain = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
const paint = firstPaintOf(events, navigation);
const since = (ts) => ((ts - navigation.ts) / 1000).toFixed(0);

// The CPU profile: its nodes and samples come in chunks; sample times add up from the start.
const profileStart = events.find((e) => e.name === 'Profile' && onMain(e));
if (!profileStart) throw new Error('No CPU profile in this trace: record it with --profile.');
const nodes = new Map();
const samples = [];
let time = profileStart.args.data.startTime;
for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profileStart.id && e.pid === profileStart.pid)) {
  const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, i) => {
    time += timeDeltas[i];
    samples.push({ id, time });
  });
}

const consumers = new Map();
async function sourceOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return `(${functionName || 'program'})`;
  let path;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const mapFile = join(rootDir, 'dist', `${path}.map`);
  if (!path.startsWith('/assets/') || !existsSync(mapFile)) return path;
  if (!consumers.has(path)) consumers.set(path, await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
  const found = consumers.get(path).originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = (found.source ?? path).replace(/^(\.\.\/)+/, '');
  const library = source.match(/^node_modules\/((@[^/]+\/)?[^/]+)/)?.[1];
  return library ?? `${source}:${found.line}${found.name ? ` ${found.name}` : ''}`;
}

/** A sample's own place, and the innermost frame of our code under it (what the library call served). */
async function placeOf(node) {
  const own = await sourceOf(node.callFrame);
  for (let at = node; at; at = nodes.get(at.parent)) {
    const source = at.callFrame.url ? await sourceOf(at.callFrame) : '';
    if (source.startsWith('src/')) return source === own ? own : `${own}  ← ${source}`;
  }
  return own;
}

console.log(`first contentful paint at ${paint ? since(paint.ts) : '?'} ms; tasks of ${MIN_MS} ms and more (host time):`);
for (const task of events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= navigation.ts && e.dur >= MIN_MS * 1000)) {
  const inTask = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.ts + task.dur);
  const places = new Map();
  for (let i = 0; i < inTask.length - 1; i += 1) {
    const place = await placeOf(nodes.get(inTask[i].id));
    places.set(place, (places.get(place) ?? 0) + (inTask[i + 1].time - inTask[i].time) / 1000);
  }
  console.log(`\n  at ${since(task.ts)} ms: ${(task.dur / 1000).toFixed(0)} ms${paint && task.ts < paint.ts ? ' (before the first paint)' : ''}`);
  for (const [place, ms] of [...places].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${place}`);
  }
}
