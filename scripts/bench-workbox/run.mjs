// Runs the Workbox reference and the Node floor once each against a throwaway stack, to check them
// by hand: `node scripts/bench-workbox/run.mjs`. `npm run bench` runs them with the outbox drain.
import { chromium } from 'playwright-core';
import { buildApp, buildServer } from '../lib/builds.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { startBenchStack } from '../lib/bench-stack.mjs';
import { benchWorkboxReference, nodeFloor } from './index.mjs';

await buildApp();
await buildServer();
const stack = await startBenchStack('workbox');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const { ms } = await benchWorkboxReference({ browser, base: stack.base, apiUrl: stack.apiUrl });
  console.log(`Workbox Queue, 100 draw entries: ${ms} ms`);
  const floor = await nodeFloor({ base: stack.base, apiUrl: stack.apiUrl });
  console.log(`Node one by one: straight to Strapi ${floor.directMs} ms, through a pass-through proxy ${floor.proxiedMs} ms`);
} finally {
  await browser.close();
  await stack.stop();
}
