import { readFileSync } from 'node:fs';
const t = JSON.parse(readFileSync(process.argv[2] + '/defaultPass.trace.json', 'utf8'));
const ev = t.traceEvents ?? t;
const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const on = ev.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts);
for (const task of on.filter((e) => e.name === 'RunTask' && e.dur >= 20000)) {
  const kids = on.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 3000);
  console.log(((task.ts - nav.ts) / 1000).toFixed(0), (task.dur / 1000).toFixed(0), kids.slice(0, 12).map((k) => `${k.name}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ':' + k.args.data.lineNumber + ':' + k.args.data.columnNumber + ']' : ''}${k.args?.data?.type ? '{' + k.args.data.type + '}' : ''} ${(k.dur / 1000).toFixed(0)}`).join(' | '));
}
