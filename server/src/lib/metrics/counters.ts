import { Counter, Histogram } from 'prom-client';
import { PREFIX, registry } from './registry';

/**
 * The figures the server counts as things happen. Label values are drawn from short fixed sets
 * (kinds, outcomes, error codes, route templates): never an id, an address, a token or a path as sent.
 */
const registers = [registry];

export const httpRequests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from the request to its answer, by method, route template and status class (2xx, 4xx, …)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export type WriteKind = 'vote' | 'entry' | 'form' | 'follow' | 'other';
export type WriteOutcome = 'fresh' | 'replayed' | 'refused';

export const writes = new Counter({
  name: `${PREFIX}writes_total`,
  help: "Members' writes by kind and outcome: fresh (written now), replayed (answered as already taken, by its key), refused (by its error code)",
  labelNames: ['kind', 'outcome', 'code'] as const,
  registers,
});

export const outboxBatchSize = new Histogram({
  name: `${PREFIX}outbox_batch_size`,
  help: 'Writes per batch the outbox replays (POST /api/participations/batch), as the server receives them',
  buckets: [1, 2, 5, 10, 20, 50, 100],
  registers,
});

export type Queue = 'push' | 'mail';
const QUEUES: Queue[] = ['push', 'mail'];

const queueCounter = (what: string, help: string) => {
  const counter = new Counter({ name: `${PREFIX}queue_${what}_total`, help, labelNames: ['queue'] as const, registers });
  // Both series exist from the start, at 0: a rate over them means something before the first send.
  for (const queue of QUEUES) counter.inc({ queue }, 0);
  return counter;
};

export const queueSent = queueCounter('sent', 'Deliveries sent by this instance (push notifications, mails)');
export const queueFailed = queueCounter('failed', 'Deliveries given up after their last try, or refused for good by the service');
export const queueDropped = queueCounter('dropped', 'Deliveries left unsent on purpose: daily limit reached, device gone, mail turned off or nothing left to tell');

export const drawsFrozen = new Counter({ name: `${PREFIX}draws_frozen_total`, help: "Draws whose ticket list this instance froze", registers });
export const drawsDrawn = new Counter({ name: `${PREFIX}draws_drawn_total`, help: 'Draws this instance drew', registers });

/** A delivery done: sent, failed for good, or dropped on purpose. */
export function countDelivery(queue: Queue, outcome: 'sent' | 'failed' | 'dropped') {
  (outcome === 'sent' ? queueSent : outcome === 'failed' ? queueFailed : queueDropped).inc({ queue });
}
