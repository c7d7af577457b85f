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
 * draws, the database and its pool, the uploads' disk. A figure that cannot be read is left out of
 * that scrape (its series goes stale), never guessed; the database's own is then 0.
 */
let strapi: Core.Strapi | null = null;

/** The instance these figures are read from (set when the metrics listener starts). */
export function readGaugesFrom(instance: Core.Strapi | null) {
  strapi = instance;
}

const registers = [registry];
const SAME_SCRAPE_MS = 1000;

async function readQueue(queue: 'push' | 'mail', read: (s: Core.Strapi, at: number) => Promise<QueueFigures>, at: () => number) {
  if (!strapi) return null;
  const time = at();
  const figures = await read(strapi, time).catch(() => null);
  if (!figures) return null;
  return { queue, depth: figures.due, age: figures.oldestDueAt === null ? 0 : Math.max(0, (time - figures.oldestDueAt) / 1000) };
}

// The push queue's times are the wall clock's; the mail queue's are lib/clock's (tests move it).
// Both queue gauges of one scrape share one read (a statement per queue, not two).
let lastRead: { at: number; reads: ReturnType<typeof readQueues> } | null = null;
const readQueues = () => Promise.all([readQueue('push', pushQueueFigures, Date.now), readQueue('mail', mailQueueFigures, now)]);
function queueReads() {
  if (!lastRead || Date.now() - lastRead.at > SAME_SCRAPE_MS) lastRead = { at: Date.now(), reads: readQueues() };
  return lastRead.reads;
}

export const queueDepth = new Gauge({
  name: `${PREFIX}queue_depth`,
  help: 'Deliveries due now and not yet done, by queue (push, mail)',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    this.reset();
    for (const read of await queueReads()) if (read) this.set({ queue: read.queue }, read.depth);
  },
});

export const queueOldestAge = new Gauge({
  name: `${PREFIX}queue_oldest_age_seconds`,
  help: 'How long the oldest delivery due has waited, by queue (0 when none is due)',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    this.reset();
    for (const read of await queueReads()) if (read) this.set({ queue: read.queue }, read.age);
  },
});

export const drawsOverdue = new Gauge({
  name: `${PREFIX}draws_overdue`,
  help: 'Published rewards whose draw time has passed and whose draw is not drawn',
  registers,
  async collect() {
    this.reset();
    if (!strapi) return;
    const overdue = await overdueDraws(strapi, Date.now()).catch(() => null);
    if (overdue !== null) this.set(overdue);
  },
});

export const databaseUp = new Gauge({
  name: `${PREFIX}db_up`,
  help: 'Whether the database answered a statement within 2 s at this scrape (1) or not (0)',
  registers,
  async collect() {
    const instance = strapi;
    this.set(instance && (await withinTimeout(() => databaseAnswers(instance))) ? 1 : 0);
  },
});

const poolGauge = (what: 'used' | 'free' | 'pending', help: string) =>
  new Gauge({
    name: `${PREFIX}db_pool_${what}`,
    help,
    registers,
    collect() {
      this.reset();
      const pool = strapi ? poolFigures(strapi) : null;
      if (pool) this.set(pool[what]);
    },
  });

export const poolGauges = [
  poolGauge('used', 'Database connections in use by this instance'),
  poolGauge('free', 'Database connections open and idle'),
  poolGauge('pending', 'Requests for a connection waiting for one (or for one being opened)'),
];

export const uploadsDiskFree = new Gauge({
  name: `${PREFIX}uploads_disk_free_ratio`,
  help: "Free share of the disk holding this instance's uploads folder (absent when uploads go to object storage)",
  registers,
  async collect() {
    this.reset();
    if (!strapi || process.env.UPLOAD_PROVIDER === 'aws-s3') return;
    const disk = await statfs(join(strapi.dirs.static.public, 'uploads')).catch(() => null);
    if (disk && disk.blocks > 0) this.set(disk.bavail / disk.blocks);
  },
});
