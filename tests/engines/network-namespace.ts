import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The device's network, for a browser that has no offline switch of its own that cuts its service
 * worker: the browser runs in a Linux network namespace whose one link (a veth pair to the host)
 * we bring down and up. The engine learns it from the kernel, as on a phone that loses its Wi-Fi
 * (Firefox's network link service, WebKitGTK's GLib network monitor, both over netlink) and fires
 * `offline` and `online` itself; and every request of the page and of its worker crosses that link
 * (`namespace-bridge.mjs`), so a link that is down cuts them all.
 */
export interface NetworkNamespace {
  name: string;
  /** A command run inside the namespace: `ip netns exec <name> …`. */
  command(file: string, args?: string[]): [string, string[]];
  /** The link goes down: connections across it end at once, new ones find no route. */
  down(): Promise<void>;
  /** The link comes back with its default route, as a network that returns. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const BRIDGE = fileURLToPath(new URL('./namespace-bridge.mjs', import.meta.url));
let made = 0;
const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const PREFIX = 'chispa-e';

/** Namespaces a run that died left behind (their process is gone): named `chispa-e<pid>-…`. */
function removeStaleNamespaces() {
  for (const line of ip('netns', 'list').split('\n')) {
    const match = new RegExp(`^(${PREFIX}(\\d+)-\\S+)`).exec(line);
    if (!match) continue;
    try {
      process.kill(Number(match[2]), 0);
    } catch {
      ip('netns', 'delete', match[1]!);
    }
  }
}

/** A /30 of 10.231.0.0/16 no interface of the host uses: [host address, namespace address]. */
function freeSubnet(): [string, string] {
  const used = ip('-o', '-4', 'addr', 'show');
  for (let tries = 0; tries < 50; tries++) {
    const block = Math.floor(Math.random() * 16_384) * 4;
    const base = `10.231.${block >> 8}.`;
    const [host, inside] = [`${base}${(block & 255) + 1}`, `${base}${(block & 255) + 2}`];
    if (!used.includes(` ${host}/`) && !used.includes(` ${inside}/`)) return [host, inside];
  }
  throw new Error('no free /30 in 10.231.0.0/16');
}

const listen = (server: Server, port: number | string, host?: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (typeof port === 'string') server.listen(port, resolve);
    else server.listen(port, host, resolve);
  });

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A namespace for one browser: `appPort` on its loopback is the app (the same port as on the host,
 * so the origin is the one the server expects), carried over its link; each of `exposePorts` on its
 * loopback (the browser's or its driver's automation port) is offered on the host's loopback too,
 * over a Unix socket that the link's state does not touch.
 */
export async function startNetworkNamespace({ label, appPort, exposePorts }: { label: string; appPort: number; exposePorts: number[] }): Promise<NetworkNamespace> {
  removeStaleNamespaces();
  made += 1;
  const name = `${PREFIX}${process.pid}-${label}${made}`;
  const hostLink = `ce${process.pid}n${made}`.slice(-15); // an interface's name has 15 characters at most
  const [hostAddress, insideAddress] = freeSubnet();
  const dir = mkdtempSync(join(tmpdir(), 'chispa-netns-'));
  const servers: Server[] = [];
  const accepted = new Set<Socket>();
  const accept = (socket: Socket) => {
    accepted.add(socket);
    socket.on('close', () => accepted.delete(socket));
  };
  let bridge: ChildProcess | undefined;
  const cleanUp = async () => {
    bridge?.kill('SIGTERM');
    for (const socket of accepted) socket.destroy();
    await Promise.all(servers.map(close));
    try {
      ip('netns', 'delete', name); // its end of the veth pair goes with it, and so does ours
    } catch {
      // never made
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    ip('netns', 'add', name);
    ip('link', 'add', hostLink, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', name);
    ip('addr', 'add', `${hostAddress}/30`, 'dev', hostLink);
    ip('link', 'set', hostLink, 'up');
    ip('-n', name, 'link', 'set', 'lo', 'up');
    ip('-n', name, 'addr', 'add', `${insideAddress}/30`, 'dev', 'eth0');
    ip('-n', name, 'link', 'set', 'eth0', 'up');
    ip('-n', name, 'route', 'add', 'default', 'via', hostAddress);

    // The host's end of the link: the app, for as long as the link is up.
    let cut = false;
    const crossing = new Set<Socket>();
    const link = createServer((socket) => {
      accept(socket);
      if (cut) return void socket.destroy();
      const upstream = createConnection(appPort, '127.0.0.1');
      crossing.add(socket);
      const end = () => {
        crossing.delete(socket);
        socket.destroy();
        upstream.destroy();
      };
      for (const side of [socket, upstream]) side.on('error', end).on('close', end);
      socket.pipe(upstream).pipe(socket);
    });
    servers.push(link);
    await listen(link, 0, hostAddress);
    const linkPort = (link.address() as { port: number }).port;

    // The automation ports, from the host's loopback to a Unix socket the bridge serves.
    const exposes = exposePorts.map((port) => ({ port, path: join(dir, `port-${port}.sock`) }));
    for (const { port, path } of exposes) {
      const relay = createServer((socket) => {
        accept(socket);
        const inside = createConnection(path);
        const end = () => {
          socket.destroy();
          inside.destroy();
        };
        for (const side of [socket, inside]) side.on('error', end).on('close', end);
        socket.pipe(inside).pipe(socket);
      });
      servers.push(relay);
      await listen(relay, port, '127.0.0.1');
    }

    const config = { links: [{ port: appPort, host: hostAddress, hostPort: linkPort }], exposes };
    bridge = spawn('ip', ['netns', 'exec', name, process.execPath, BRIDGE, JSON.stringify(config)], {
      stdio: ['pipe', 'pipe', 'inherit'], // its stdin ends with this process: it never outlives a run
    });
    await new Promise<void>((resolve, reject) => {
      bridge!.once('exit', (code) => reject(new Error(`the namespace's bridge ended (${code})`)));
      bridge!.stdout!.once('data', () => resolve());
    });

    return {
      name,
      command: (file, args = []) => ['ip', ['netns', 'exec', name, file, ...args]],
      async down() {
        // Connections across the link end first (our side closes them while the link still
        // carries the news), then the link goes: what is asked afterwards finds no route.
        cut = true;
        for (const socket of crossing) socket.destroy();
        ip('-n', name, 'link', 'set', 'eth0', 'down');
      },
      async up() {
        cut = false;
        ip('-n', name, 'link', 'set', 'eth0', 'up');
        ip('-n', name, 'route', 'replace', 'default', 'via', hostAddress); // a link that went down lost its routes
      },
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
