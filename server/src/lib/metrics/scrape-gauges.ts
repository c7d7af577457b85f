import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { Gauge } from 'prom-client';
import { now } from '../clock';
import { overdueDraws } from '../draws/overdue';
import { withinTimeout } from '../operations/readiness';
import { databaseAnswers, mailQueueFigures, poolFigures, pushQueueFigures, type QueueFigures } from '../strapi-internals';
import { PREFIX, registry } from './registry';

/**
 * Figures read when Prometheus scrapes, each with one cheap statement (or none): the queues, overdue
 * draws, the database and its pool, the uploads' disk. A figure that cannot be read at a scrape (the
 * database away) keeps its last reading, and `db_up` reads 0: a scrape never fails for it, or
 * Prometheus would take the instance for down.
 */
let strapi: Core.Strapi | null = null;
let registered = false;

const registers = [registry];
const SAME_SCRAPE_MS = 1000;

type QueueRead = { queue: 'push' | 'mail'; depth: number; age: number };

async function readQueue(queue: QueueRead['queue'], read: (s: Core.Strapi, at: number) => Promise<QueueFigures>, at: () => number): Promise<QueueRead | null> {
  if (!strapi) return null;
  const time = at();
  const figures = await read(strapi, time).catch(() => null);
  if (!figures) return null;
  return { queue, depth: figures.due, age: figures.oldestDueAt === null ? 0 : Math.max(0, (time - figures.oldestDueAt) / 1000) };
}

// The push queue's times are the wall clock's; the mail queue's are lib/clock's (tests move it).
// Both queue gauges of one scrape share one read (a statement per queue, not two).
let lastRead: { at: number; reads: Promise<(QueueRead | null)[]> } | null = null;
function queueReads() {
  if (!lastRead || Date.now() - lastRead.at > SAME_SCRAPE_MS) {
    lastRead = { at: Date.now(), reads: Promise.all([readQueue('push', pushQueueFigures, Date.now), readQueue('mail', mailQueueFigures, now)]) };
  }
  return lastRead.reads;
}

const queueGauge = (name: string, help: string, figure: (read: QueueRead) => number) =>
  new Gauge({
    name: `${PREFIX}${name}`,
    help,
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const read of await queueReads()) if (read) this.set({ queue: read.queue }, figure(read));
    },
  });

/** A figure of its own, set when it could be read. */
const gauge = (name: string, help: string, read: (instance: Core.Strapi) => Promise<number | null> | number | null) =>
  new Gauge({
    name: `${PREFIX}${name}`,
    help,
    registers,
    async collect() {
      const instance = strapi;
      const value = instance ? await Promise.resolve()
        .then(() => read(instance))
        .catch(() => null) : null;
      if (value !== null) this.set(value);
    },
  });

async function diskFreeRatio(instance: Core.Strapi) {
  const disk = await statfs(join(instance.dirs.static.public, 'uploads'));
  return disk.blocks > 0 ? disk.bavail / disk.blocks : null;
}

/**
 * Registers the figures read at scrape time, read from `instance` (when the metrics listener starts).
 * The uploads disk only when uploads are on this instance's disk: with object storage it is absent.
 */
export function readGaugesFrom(instance: Core.Strapi, { localUploads }: { localUploads: boolean }) {
  strapi = instance;
  if (registered) return;
  registered = true;
  queueGauge('queue_depth', 'Deliveries due now and not yet done, by queue (push, mail)', (read) => read.depth);
  queueGauge('queue_oldest_age_seconds', 'How long the oldest delivery due has waited, by queue (0 when none is due)', (read) => read.age);
  gauge('draws_overdue', 'Published rewards whose draw time has passed and whose draw is not drawn', (s) => overdueDraws(s, Date.now()));
  gauge('db_up', 'Whether the database answered a statement within 2 s at this scrape (1) or not (0)', async (s) => ((await withinTimeout(() => databaseAnswers(s))) ? 1 : 0));
  gauge('db_pool_used', 'Database connections in use by this instance', (s) => poolFigures(s)?.used ?? null);
  gauge('db_pool_free', 'Database connections open and idle', (s) => poolFigures(s)?.free ?? null);
  gauge('db_pool_pending', 'Requests for a connection waiting for one (or for one being opened)', (s) => poolFigures(s)?.pending ?? null);
  if (localUploads) gauge('uploads_disk_free_ratio', "Free share of the disk holding this instance's uploads folder", diskFreeRatio);
}

/** The instance stopped: nothing is read from it any more. */
export function stopReadingGauges() {
  strapi = null;
}
