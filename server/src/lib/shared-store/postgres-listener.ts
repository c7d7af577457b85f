import { Client, type ClientConfig } from 'pg';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

export type Listener = {
  /** Whether notifications are being received now (missed ones cannot be known otherwise). */
  readonly listening: () => boolean;
  close: () => Promise<void>;
};

type Handlers = {
  onMessage: (payload: string) => void;
  /** Called on every change: true once LISTEN holds again (after a restart of the database too). */
  onListening: (listening: boolean) => void;
  onError?: (error: Error) => void;
};

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to queries), and
 * connects again, with a growing pause, whenever the database goes away.
 */
export function listenOnPostgres(settings: ClientConfig, channel: string, handlers: Handlers): Listener {
  let client: Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    handlers.onListening(value);
  };

  const lost = (current: Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    setListening(false);
    if (error) handlers.onError?.(error);
    current.removeAllListeners();
    current.on('error', () => {}); // a late error from a connection we dropped
    void current.end().catch(() => {});
    if (closed) return;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect() {
    if (closed) return;
    const current = new Client({ ...settings, keepAlive: true });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${Client.prototype.escapeIdentifier(channel)}`);
      if (client !== current) return;
      retryMs = FIRST_RETRY_MS;
      setListening(true);
    } catch (error) {
      lost(current, error as Error);
    }
  }

  void connect();
  return {
    listening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      setListening(false);
      await current?.end().catch(() => {});
    },
  };
}
