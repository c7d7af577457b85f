import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { appLink, sendMail } from '../mailer';
import { countDelivery } from '../metrics/counters';
import { INSTANCE_ID } from '../operations/instance-id';
import { startWorker, WorkerLoop, type WorkerHandle } from '../operations/worker-loop';
import { retryWait } from '../push/backoff';
import { claimMails, inOwnTransaction, markEntriesMailed, ownTable, takeMailSend, unmailedEntries, type ClaimedMail, type MailTopic } from '../strapi-internals';
import { mailSettings, type MailSettings } from './config';
import { digestMail, mailEntryOf, type MailEntry } from './messages';
import { mailedTopics, storedSettings } from './settings';
import { MAIL_PAGES, unsubscribePaths, unsubscribeToken } from './unsubscribe-token';

const QUEUE = 'chispa_mail_queue';
const USERS = 'plugin::users-permissions.user';
const MINUTE_MS = 60_000;

type Done = 'sent' | 'skipped' | 'failed';

let running: WorkerHandle | null = null;

/**
 * Sends the mails the queue holds (chispa_mail_queue), on every instance: each claims a few due rows
 * under a lease (no two instances claim the same one), builds each member's one mail from their inbox
 * at that moment, takes a send from the provider's allowance per minute (counted across instances),
 * sends, and only then notes the inbox rows as mailed and the row as sent (docs/decisions/mail/send-once.md).
 */
export function startMailSender(strapi: Core.Strapi, settings = mailSettings()) {
  if (running) return;
  running = startWorker(new MailSender(strapi, settings));
}

/** Stops claiming and lets the mail being sent finish and be noted (SIGTERM, tests). */
export async function stopMailSender() {
  const stopping = running;
  running = null;
  await stopping?.stop();
}

class MailSender extends WorkerLoop {
  private claims = 0;

  constructor(
    private strapi: Core.Strapi,
    private settings: MailSettings,
  ) {
    super();
  }

  async run() {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.round();
      } catch (error) {
        this.strapi.log.warn(`Mail queue: a round failed (${(error as Error).message})`);
      }
      if (!worked) await this.sleep(this.settings.pollMs);
    }
  }

  /** Until when this minute's allowance is known to be spent (a send was refused): nothing is claimed before then. */
  private fullUntil = 0;

  /** Claims and sends one batch; false when there was nothing to do (or no allowance left this minute). */
  private async round(): Promise<boolean> {
    const at = now();
    if (at < this.fullUntil) return false;
    const claim = `${INSTANCE_ID}:mail:${(this.claims += 1)}`;
    const rows = await claimMails(this.strapi, { claim, at, leaseUntil: at + this.settings.leaseMs, limit: this.settings.batch });
    if (rows.length === 0) return false;
    for (let index = 0; index < rows.length; index += 1) {
      const outcome = this.stopping ? 'stopped' : await this.process(claim, rows[index]!);
      if (outcome === 'throttled' || outcome === 'stopped') {
        if (outcome === 'throttled') this.fullUntil = windowOf(now()) + MINUTE_MS;
        await this.release(claim, rows.slice(index).map((row) => row.id));
        return outcome === 'stopped';
      }
    }
    return true;
  }

  private async process(claim: string, row: ClaimedMail): Promise<'done' | 'throttled'> {
    const stored = await storedSettings(this.strapi, row.userId);
    const topics = stored ? mailedTopics(stored.settings) : [];
    // Mail turned off since it was queued, or everything read in the app meanwhile: nothing to tell.
    const unmailed = await unmailedEntries(this.strapi, row.userId, topics, this.settings.digestItems);
    if (!stored || unmailed.total === 0) {
      await this.finish(claim, row, 'skipped');
      return 'done';
    }
    const member = (await this.strapi.db.query(USERS).findOne({ where: { id: row.userId }, select: ['id', 'email', 'blocked'] })) as { email?: string | null; blocked?: boolean | null } | null;
    if (!member?.email || member.blocked) {
      // Noted as told: left unmailed, they would bring the member back to the queue at every pass.
      await this.finish(claim, row, 'skipped', { topics, lastId: unmailed.lastId });
      return 'done';
    }
    const lang = stored.language;
    const entries = unmailed.entries.map((entry) => mailEntryOf(entry, lang, appLink(entry.url))).filter((entry): entry is MailEntry => entry !== null);
    if (entries.length === 0) {
      await this.finish(claim, row, 'skipped', { topics, lastId: unmailed.lastId });
      return 'done';
    }
    if (!(await takeMailSend(this.strapi, windowOf(now()), this.settings.ratePerMinute))) return 'throttled';
    const unsubscribe = unsubscribePaths(unsubscribeToken(row.userId, stored.nonce));
    const mail = digestMail(lang, { entries, total: unmailed.total, inbox: appLink(MAIL_PAGES.inbox), settings: appLink(MAIL_PAGES.settings), unsubscribe: appLink(unsubscribe.page) });
    mail.headers = {
      // RFC 2369 and RFC 8058: the mail client's own unsubscribe button POSTs here, without a login.
      'List-Unsubscribe': `<${appLink(unsubscribe.oneClick)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    try {
      await sendMail(this.strapi, member.email, mail);
    } catch (error) {
      this.strapi.log.warn(`Mail queue: a mail to member ${row.userId} failed (${(error as Error).message})`);
      await this.retry(claim, row, { topics, lastId: unmailed.lastId });
      return 'done';
    }
    await this.finish(claim, row, 'sent', { topics, lastId: unmailed.lastId });
    return 'done';
  }

  /** Another try later (the same inbox rows, and any new ones, built again then), or failed for good after MAIL_MAX_ATTEMPTS. */
  private async retry(claim: string, row: ClaimedMail, told: { topics: MailTopic[]; lastId: number }) {
    const attempts = row.attempts + 1;
    if (attempts >= this.settings.maxAttempts) return this.finish(claim, row, 'failed', told, attempts);
    try {
      await ownTable(this.strapi, QUEUE)
        .where({ id: row.id, claimed_by: claim, state: 'pending' })
        .update({ attempts, due_at: now() + retryWait(attempts, null, { baseMs: this.settings.retryBaseMs }), claimed_by: null, lease_until: null });
    } catch (error) {
      // The lease ends and the mail is tried again then.
      this.strapi.log.warn(`Mail queue: a retry could not be noted (${(error as Error).message})`);
    }
  }

  /**
   * The row is done, and the inbox rows the mail covered (up to `lastId`) are noted as told, in one
   * transaction. A failed mail's rows are noted too: the inbox still shows them, and an address that
   * keeps failing is not tried again with every new row.
   */
  private async finish(claim: string, row: ClaimedMail, state: Done, told?: { topics: MailTopic[]; lastId: number }, attempts = row.attempts) {
    countDelivery('mail', state === 'skipped' ? 'dropped' : state);
    const at = now();
    try {
      await inOwnTransaction(this.strapi, async (trx) => {
        if (told) await markEntriesMailed(this.strapi, { userId: row.userId, topics: told.topics, lastId: told.lastId, at }, trx);
        await ownTable(this.strapi, QUEUE, trx).where({ id: row.id, claimed_by: claim, state: 'pending' }).update({ state, attempts, done_at: at, claimed_by: null, lease_until: null });
      });
    } catch (error) {
      // Not noted: the lease ends and the mail is built again, from the rows still unmailed (sent at most once more).
      this.strapi.log.warn(`Mail queue: a mail's outcome could not be noted (${(error as Error).message})`);
    }
  }

  private async release(claim: string, ids: number[]) {
    if (ids.length === 0) return;
    await ownTable(this.strapi, QUEUE).whereIn('id', ids).andWhere({ claimed_by: claim, state: 'pending' }).update({ claimed_by: null, lease_until: null });
  }
}

/** The provider's minute a moment falls in. */
export const windowOf = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;
