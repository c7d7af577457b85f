// Runs inside a browser's network namespace (network-namespace.ts starts it with `ip netns exec`).
// `links`: the app's port on this namespace's loopback, relayed to the host over the namespace's
// link, so that the app keeps its secure origin (http://127.0.0.1:<port>) and its traffic is cut
// when the link goes down. `exposes`: a port on this loopback (the browser's automation port)
// offered on a Unix socket, which no link carries: the test drives the browser while it is offline.
import { createConnection, createServer } from 'node:net';
import process from 'node:process';

/** @type {{ links: { port: number, host: string, hostPort: number }[], exposes: { port: number, path: string }[] }} */
const config = JSON.parse(process.argv[2] ?? '{}');

/** Joins two sockets; either one ending or failing ends both (a link that goes down ends the page's). */
function join(client, upstream) {
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
  client.pipe(upstream).pipe(client);
}

const listen = (server, ...where) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(...where, () => resolve(undefined));
  });

const servers = [
  ...config.links.map(({ port, host, hostPort }) => [createServer((client) => join(client, createConnection(hostPort, host))), port, '127.0.0.1']),
  ...config.exposes.map(({ port, path }) => [createServer((client) => join(client, createConnection(port, '127.0.0.1'))), path]),
];
await Promise.all(servers.map(([server, ...where]) => listen(server, ...where)));
process.stdout.write('ready\n');
process.on('SIGTERM', () => process.exit(0));
process.stdin.on('end', () => process.exit(0)).resume(); // the test process is gone
