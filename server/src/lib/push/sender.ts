import type { Core } from '@strapi/strapi';
import { countDelivery } from '../metrics/counters';
import { INSTANCE_ID } from '../operations/instance-id';
import { startWorker, WorkerLoop, type WorkerHandle } from '../operations/worker-loop';
import { claimDeliveries, inOwnTransaction, ownTable, takeDailySends, type ClaimedDelivery } from '../strapi-internals';
import { BASE_WAIT_MS, retryWait } from './backoff';
import { completeEvents } from './event-counts';
import { pushConfig, type PushConfig, type Topic } from './config';
import { pushEndpoint } from './endpoint';
import { pushMessages } from './messages';
import { sendPush, type SendOutcome } from './send';

const EVENTS = 'chispa_push_events';
const DELIVERIES = 'chispa_push_deliveries';
const SUBSCRIPTIONS = 'api::push-subscription.push-subscription';

type Done = 'sent' | 'rateLimited' | 'gone' | 'failed';
type EventText = { topic: Topic; titles: { es: string; en?: string | null }; url: string };

export type SenderSettings = { concurrency: number; leaseMs: number; pollMs: number; retryBaseMs: number; maxAttempts: number; timeoutMs: number };

/** PUSH_CONCURRENCY sends in flight per instance; the rest as the queue's decision record says (docs/decisions/push/push-queue.md). */
export const senderSettings = (env: NodeJS.ProcessEnv = process.env): SenderSettings => ({
  concurrency: Math.max(1, Number(env.PUSH_CONCURRENCY ?? 50)),
  leaseMs: Number(env.PUSH_LEASE_MS ?? 120_000),
  pollMs: Number(env.PUSH_POLL_MS ?? 1000),
  retryBaseMs: Number(env.PUSH_RETRY_BASE_MS ?? BASE_WAIT_MS),
  maxAttempts: Number(env.PUSH_MAX_ATTEMPTS ?? 12),
  timeoutMs: Number(env.PUSH_SEND_TIMEOUT_MS ?? 10_000),
});

let running: WorkerHandle | null = null;

/** An event was queued here: the sender looks at once instead of at its next poll. */
export const wakeSender = () => running?.wake();

/**
 * Sends what the queue holds (chispa_push_deliveries), on every instance: each claims a batch of due
 * rows under a lease (no two instances claim the same row), takes the batch's daily allowances in
 * one statement, sends with at most `concurrency` in flight, and marks each row done once (only its
 * claim's holder can). Rows a stopped instance had not started are released at once; those of an
 * instance that died are taken again when their lease ends.
 */
export function startPushSender(strapi: Core.Strapi, settings = senderSettings()) {
  const config = pushConfig();
  if (!config || running) return;
  running = startWorker(new Sender(strapi, config, settings));
}

/** Stops claiming, lets the sends in flight finish and be marked, and releases the rest (SIGTERM, tests). */
export async function stopPushSender() {
  const stopping = running;
  running = null;
  await stopping?.stop();
}

class Sender extends WorkerLoop {
  private claims = 0;
  private free: number;
  private waiting: (() => void)[] = [];
  private inFlight = new Set<Promise<void>>();
  private outcomes: { id: number; claim: string; state: Done; eventId: number }[] = [];
  private goneDevices: number[] = [];
  /** Events with rows done outside `outcomes` (held back by the daily limit in the claim's transaction). */
  private touched = new Set<number>();
  private flushing: Promise<void> = Promise.resolve();
  private events = new Map<number, EventText>();

  constructor(
    private strapi: Core.Strapi,
    private config: PushConfig,
    private settings: SenderSettings,
  ) {
    super();
    this.free = settings.concurrency;
  }

  async run() {
    while (!this.stopping) {
      let batch: { claim: string; claimed: number; rows: ClaimedDelivery[] } | null = null;
      try {
        batch = await this.claimBatch();
      } catch (error) {
        this.strapi.log.warn(`Push queue: a claim failed (${(error as Error).message})`);
      }
      if (!batch || batch.claimed === 0) {
        await this.flush();
        await this.completeWaitingEvents();
        await this.sleep(this.settings.pollMs);
        continue;
      }
      for (let index = 0; index < batch.rows.length; index += 1) {
        await this.slot();
        if (this.stopping) {
          this.release();
          await this.releaseRows(batch.claim, batch.rows.slice(index).map((row) => row.id));
          break;
        }
        const sending: Promise<void> = this.send(batch.claim, batch.rows[index]!).finally(() => {
          this.inFlight.delete(sending);
          this.release();
        });
        this.inFlight.add(sending);
      }
    }
    await Promise.all(this.inFlight);
    await this.flush();
  }

  private async slot() {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }

  /**
   * The next due rows, each device once (a device's second row waits for a later batch: the daily
   * allowances are taken per device in one statement), with their allowances taken: rows over the
   * limit are done (rateLimited) at once, in the same transaction.
   */
  private async claimBatch() {
    const claim = `${INSTANCE_ID}:${(this.claims += 1)}`;
    const now = Date.now();
    const claimed = await claimDeliveries(this.strapi, { claim, at: now, leaseUntil: now + this.settings.leaseMs, limit: this.settings.concurrency });
    const seen = new Set<number>();
    const rows: ClaimedDelivery[] = [];
    const later: number[] = [];
    for (const row of claimed) {
      if (seen.has(row.subscriptionId)) {
        later.push(row.id);
      } else {
        seen.add(row.subscriptionId);
        rows.push(row);
      }
    }
    await this.releaseRows(claim, later);
    await this.readEvents(rows);
    const toSend: ClaimedDelivery[] = [];
    const needAllowance: ClaimedDelivery[] = [];
    for (const row of rows) {
      // A device removed since the event was queued, or whose endpoint is no push service's as the
      // server now reads endpoints (saved before that check): nothing is sent there.
      if (!row.device || pushEndpoint(row.device.endpoint) !== row.device.endpoint) {
        if (row.device) this.goneDevices.push(row.subscriptionId);
        this.done(claim, row, 'gone');
      } else if (row.limitTaken) {
        toSend.push(row);
      } else {
        needAllowance.push(row);
      }
    }
    if (needAllowance.length > 0) {
      const day = new Date(now).toISOString().slice(0, 10);
      const granted = await inOwnTransaction(this.strapi, async (trx) => {
        const taken = await takeDailySends(this.strapi, trx, needAllowance.map((row) => row.subscriptionId), this.config.dailyLimit, day);
        const ids = (pick: (row: ClaimedDelivery) => boolean) => needAllowance.filter(pick).map((row) => row.id);
        const within = ids((row) => taken.has(row.subscriptionId));
        const over = ids((row) => !taken.has(row.subscriptionId));
        if (within.length > 0) await ownTable(this.strapi, DELIVERIES, trx).whereIn('id', within).andWhere('claimed_by', claim).update({ limit_taken: true });
        if (over.length > 0) await ownTable(this.strapi, DELIVERIES, trx).whereIn('id', over).andWhere('claimed_by', claim).andWhere('state', 'pending').update(doneRow('rateLimited', now));
        return taken;
      });
      for (const row of needAllowance) {
        if (granted.has(row.subscriptionId)) {
          toSend.push(row);
        } else {
          this.touched.add(row.eventId);
          countDelivery('push', 'dropped'); // over the device's daily limit
        }
      }
    }
    return { claim, claimed: claimed.length, rows: toSend };
  }

  private async readEvents(rows: ClaimedDelivery[]) {
    const missing = [...new Set(rows.map((row) => row.eventId))].filter((id) => !this.events.has(id));
    if (missing.length === 0) return;
    const read = (await ownTable(this.strapi, EVENTS).whereIn('id', missing).select('id', 'topic', 'titles', 'url')) as { id: number; topic: Topic; titles: string; url: string }[];
    for (const event of read) this.events.set(Number(event.id), { topic: event.topic, titles: JSON.parse(event.titles) as EventText['titles'], url: event.url });
  }

  private async send(claim: string, row: ClaimedDelivery) {
    const event = this.events.get(row.eventId);
    if (!event || !row.device) return this.done(claim, row, 'failed');
    const lang = row.device.locale === 'en' ? 'en' : 'es';
    const title = (lang === 'en' ? event.titles.en : null) ?? event.titles.es;
    const message = pushMessages[event.topic](lang, { title, ...(row.won === null ? {} : { won: row.won }) });
    const payload = JSON.stringify({ ...message, url: event.url, tag: `${event.topic}:${event.url}`, lang });
    let outcome: SendOutcome;
    try {
      outcome = await sendPush(this.config, row.device, payload, { topic: `e${row.eventId}`, concurrency: this.settings.concurrency, timeoutMs: this.settings.timeoutMs });
    } catch (error) {
      this.strapi.log.warn(`Push queue: a send failed (${(error as Error).message})`);
      outcome = { kind: 'failed', status: 0 };
    }
    if (outcome.kind === 'retry') return this.retry(claim, row, outcome.retryAfterMs);
    if (outcome.kind === 'gone') this.goneDevices.push(row.subscriptionId);
    this.done(claim, row, outcome.kind);
  }

  /** Another try later, or failed for good after PUSH_MAX_ATTEMPTS tries. */
  private async retry(claim: string, row: ClaimedDelivery, retryAfterMs: number | null) {
    const attempts = row.attempts + 1;
    if (attempts >= this.settings.maxAttempts) return this.done(claim, row, 'failed');
    const nextAt = Date.now() + retryWait(attempts, retryAfterMs, { baseMs: this.settings.retryBaseMs });
    try {
      await ownTable(this.strapi, DELIVERIES)
        .where({ id: row.id, claimed_by: claim, state: 'pending' })
        .update({ attempts, next_at: nextAt, claimed_by: null, lease_until: null });
    } catch (error) {
      // The lease ends and the row is tried again then.
      this.strapi.log.warn(`Push queue: a retry could not be noted (${(error as Error).message})`);
    }
  }

  private done(claim: string, row: ClaimedDelivery, state: Done) {
    countDelivery('push', state === 'sent' ? 'sent' : state === 'failed' ? 'failed' : 'dropped');
    this.outcomes.push({ id: row.id, claim, state, eventId: row.eventId });
    if (this.outcomes.length >= Math.min(200, this.settings.concurrency)) void this.flush();
  }

  /** Marks what was done, a statement per claim and state, and completes the events whose last devices these were. */
  private flush() {
    this.flushing = this.flushing.then(async () => {
      const outcomes = this.outcomes.splice(0);
      const gone = this.goneDevices.splice(0);
      const touched = new Set([...this.touched, ...outcomes.map((outcome) => outcome.eventId)]);
      this.touched.clear();
      const groups = new Map<string, { claim: string; state: Done; ids: number[] }>();
      for (const outcome of outcomes) {
        const key = `${outcome.claim}\n${outcome.state}`;
        const group = groups.get(key) ?? { claim: outcome.claim, state: outcome.state, ids: [] };
        group.ids.push(outcome.id);
        groups.set(key, group);
      }
      try {
        const now = Date.now();
        for (const { claim, state, ids } of groups.values()) {
          await ownTable(this.strapi, DELIVERIES).whereIn('id', ids).andWhere({ claimed_by: claim, state: 'pending' }).update(doneRow(state, now));
        }
        if (gone.length > 0) await this.strapi.db.query(SUBSCRIPTIONS).deleteMany({ where: { id: { $in: gone } } });
        if (touched.size > 0) await completeEvents(this.strapi, touched);
      } catch (error) {
        // Rows not marked are sent again once their lease ends: at least once, never lost.
        this.strapi.log.warn(`Push queue: outcomes could not be marked (${(error as Error).message})`);
      }
    });
    return this.flushing;
  }

  /** Events left undone by an instance that stopped between its last mark and their completion. */
  private async completeWaitingEvents() {
    try {
      const waiting = (await ownTable(this.strapi, EVENTS).whereNull('done_at').select('id')) as { id: number }[];
      if (waiting.length > 0) await completeEvents(this.strapi, waiting.map((event) => Number(event.id)));
    } catch (error) {
      this.strapi.log.warn(`Push queue: events could not be completed (${(error as Error).message})`);
    }
  }

  private async releaseRows(claim: string, ids: number[]) {
    if (ids.length === 0) return;
    await ownTable(this.strapi, DELIVERIES).whereIn('id', ids).andWhere({ claimed_by: claim, state: 'pending' }).update({ claimed_by: null, lease_until: null });
  }
}

const doneRow = (state: Done, now: number) => ({ state, done_at: now, claimed_by: null, lease_until: null });
