// `npm start` (built app) and `npm run dev` (hot reload): Strapi and the app with one command, in
// development mode, on this machine only (loopback); one Ctrl-C stops both.
import { startStack, stopOnSignals } from './lib/stack.mjs';

const dev = process.argv.includes('--dev');
const appPort = Number(process.env.APP_PORT ?? 4173);
const apiPort = Number(process.env.API_PORT ?? 1337);

const stack = await startStack({ appPort, apiPort, dev }).catch((error) => {
  console.error(`\n✖ Chispa could not start: ${error.message}`);
  process.exit(1);
});

console.log(`
  Chispa is running in DEVELOPMENT mode${dev ? ' with hot reload' : ''}: throwaway secrets,
  a mailbox instead of mail, a local checkout instead of payments, demo accounts with
  published passwords. Not for real members: see "Production" in README.md.

  App            ${stack.appUrl}
  Server (API)   ${stack.apiUrl}/api   (also proxied at ${stack.appUrl}/api)
  Admin panel    ${stack.apiUrl}/admin
  Dev mailbox    ${stack.appUrl}/dev/mailbox   (mails the server sent; payments use a local checkout page)

  Demo member    demo@chispa.test / chispa-demo-2026
  Admin login    admin@chispa.test / Chispa-admin-2026   (development only)

  Press Ctrl-C to stop both.
`);

stopOnSignals(stack, '\n› Stopping Chispa…');
