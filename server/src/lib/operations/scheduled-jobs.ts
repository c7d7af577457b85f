import type { Core } from '@strapi/strapi';
import { INSTANCE_ID } from './instance-id';
import { ownTable } from '../strapi-internals';

const TABLE = 'chispa_scheduled_runs';
/** Claims older than this many periods are deleted by the instance that wins a claim. */
const KEPT_PERIODS = 100;

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

const timers = new Set<ReturnType<typeof setTimeout>>();

/**
 * Whether this instance takes period `slot` of `job`: one row per job and period, and only the
 * instance whose insert made it runs the job, so N instances run it once per period (not N times),
 * and if one is down another takes its turn.
 */
async function claim(strapi: Core.Strapi, job: string, slot: number): Promise<boolean> {
  const rows = await ownTable(strapi, TABLE).insert({ job, slot, instance: INSTANCE_ID, ran_at: new Date() }).onConflict(['job', 'slot']).ignore().returning(['job']);
  if (rows.length === 0) return false;
  await ownTable(strapi, TABLE).where('job', job).andWhere('slot', '<', slot - KEPT_PERIODS).delete();
  return true;
}

/** Runs `job` once per `everyMs` across every instance sharing the database (at each period's start). */
export async function schedule(strapi: Core.Strapi, job: Job) {
  const next = () => {
    const wait = job.everyMs - (Date.now() % job.everyMs) + 10;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      const slot = Math.floor(Date.now() / job.everyMs);
      try {
        if (await claim(strapi, job.name, slot)) {
          await job.run();
          strapi.log.info(`Scheduled job ${job.name} ran`, { job: job.name, slot });
        }
      } catch (error) {
        strapi.log.warn(`Scheduled job ${job.name} failed: ${(error as Error).message}`, { job: job.name, slot });
      }
      next();
    }, wait);
    timer.unref();
    timers.add(timer);
  };
  next();
}

export function stopScheduledJobs() {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
}
