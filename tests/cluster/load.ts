import { randomUUID } from 'node:crypto';

// A steady load through the front while a cluster changes under it: `clients` loops, each as one
// member, reading the projects and their own balance and entering a draw. Every request is repeated
// until an answer proves what happened, as the app does: a read as it is, a draw entry with its own
// Idempotency-Key (so a retried entry is never entered twice). Every try is recorded.

export type LoadMember = { userId: number; token: string };
type Kind = 'projects' | 'balance' | 'entry';
/** One request as the client saw it: each try's outcome (a status, or the network error's code). */
export type Sent = { kind: Kind; member: number; key?: string; tries: string[]; status: number; documentId?: string; at: number };

const PAUSE_MS = 100;
const RETRY_MS = 200;
const GIVE_UP_MS = 120_000;

/** Whether an answer is the server's own (JSON), not a gateway's page or a dropped connection. */
const isServersAnswer = (status: number, type: string | null) => status < 500 && /json/.test(type ?? '');

async function once(url: string, init: RequestInit): Promise<{ outcome: string; status: number; body?: any }> {
  try {
    const response = await fetch(url, init);
    const type = response.headers.get('content-type');
    const text = await response.text();
    if (!isServersAnswer(response.status, type)) return { outcome: String(response.status), status: 0 };
    return { outcome: String(response.status), status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { outcome: `network:${cause ?? (error as Error).name}`, status: 0 };
  }
}

/** Sends until answered by the server (or GIVE_UP_MS passed: status 0). */
async function untilAnswered(url: string, init: RequestInit, sent: Sent) {
  const started = Date.now();
  for (;;) {
    const { outcome, status, body } = await once(url, init);
    sent.tries.push(outcome);
    if (status !== 0) {
      sent.status = status;
      sent.documentId = body?.data?.documentId;
      return;
    }
    if (Date.now() - started > GIVE_UP_MS) return;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * Starts the load against `front` (nginx); `stop()` ends it after the requests on the wire and
 * answers every request sent.
 */
export function startLoad({ front, members, rewardId, clients = members.length }: { front: string; members: LoadMember[]; rewardId: string; clients?: number }) {
  const sent: Sent[] = [];
  const started = Date.now();
  let stopping = false;
  const request = async (kind: Kind, member: number, url: string, init: RequestInit, key?: string) => {
    const record: Sent = { kind, member, key, tries: [], status: 0, at: Date.now() - started };
    sent.push(record);
    await untilAnswered(url, init, record);
  };
  const client = async (index: number) => {
    const member = index % members.length;
    const { token } = members[member]!;
    const auth = { Authorization: `Bearer ${token}` };
    while (!stopping) {
      await request('projects', member, `${front}/api/projects?locale=es&pagination[pageSize]=20`, {});
      await request('balance', member, `${front}/api/did-records?pagination[pageSize]=1`, { headers: auth });
      const key = randomUUID();
      await request(
        'entry',
        member,
        `${front}/api/participations?locale=es`,
        { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ rewardId, amount: 1, locale: 'es' }) },
        key,
      );
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    sent,
    async stop() {
      stopping = true;
      await running;
      return { sent, seconds: (Date.now() - started) / 1000 };
    },
  };
}

/** The figures of a load: requests, those answered at the first try, retries and what they met. */
export function loadFigures(sent: Sent[]) {
  const retried = sent.filter((request) => request.tries.length > 1);
  const causes: Record<string, number> = {};
  for (const outcome of sent.flatMap((request) => request.tries.slice(0, -1))) causes[outcome] = (causes[outcome] ?? 0) + 1;
  return {
    requests: sent.length,
    reads: sent.filter((request) => request.kind !== 'entry').length,
    writes: sent.filter((request) => request.kind === 'entry').length,
    retriedReads: retried.filter((request) => request.kind !== 'entry').length,
    retriedWrites: retried.filter((request) => request.kind === 'entry').length,
    failedTries: sent.reduce((sum, request) => sum + request.tries.length - 1, 0),
    causes,
    unanswered: sent.filter((request) => request.status === 0).length,
    statuses: [...new Set(sent.map((request) => `${request.kind} ${request.status}`))].sort(),
  };
}
