import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { schedule } from '../operations/scheduled-jobs';
import { ownTable, queueDueMails } from '../strapi-internals';
import { mailSettings } from './config';
import { nextDailySlot, nextWeeklySlot } from './digest-slots';
import { startMailSender, stopMailSender, windowOf } from './sender';

const THROTTLE = 'chispa_mail_throttle';
const QUEUE = 'chispa_mail_queue';
const HOUR_MS = 60 * 60 * 1000;
/** Done rows are kept this long (what was sent, for the operator), then go. */
const KEPT_MS = 30 * 24 * HOUR_MS;

/**
 * E-mail as a channel (issue 52): a job, run by one instance each MAIL_SCHEDULE_MS, queues a mail for
 * every member with inbox rows of a topic they mail, due at their digest's slot; every instance's
 * sender sends what is due. The inbox is the only input: nothing else needs to call this.
 */
export async function startMemberMail(strapi: Core.Strapi) {
  const settings = mailSettings();
  await schedule(strapi, {
    name: 'mail-queue',
    everyMs: settings.scheduleMs,
    run: async () => {
      const at = now();
      await queueDueMails(strapi, { immediate: at + settings.gatherMs, daily: nextDailySlot(at), weekly: nextWeeklySlot(at) });
      await ownTable(strapi, THROTTLE).where('window_start', '<', windowOf(at) - HOUR_MS).delete();
      await ownTable(strapi, QUEUE).whereIn('state', ['sent', 'skipped', 'failed']).andWhere('done_at', '<', at - KEPT_MS).delete();
    },
  });
  startMailSender(strapi, settings);
}

export const stopMemberMail = stopMailSender;
