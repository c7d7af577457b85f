/** Mails kept in memory when no SMTP server is configured (development and tests only). */
export type KeptMail = { id: number; to: string; subject: string; text: string; links: string[]; headers: Record<string, string>; sentAt: string };

const LIMIT = 200;
const kept: KeptMail[] = [];
let nextId = 1;

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function keep({ headers = {}, ...mail }: { to: string; subject: string; text: string; headers?: Record<string, string> }): KeptMail {
  const entry = { id: nextId++, ...mail, links: mail.text.match(LINK) ?? [], headers, sentAt: new Date().toISOString() };
  kept.unshift(entry);
  kept.length = Math.min(kept.length, LIMIT);
  return entry;
}

export const keptMails = (): readonly KeptMail[] => kept;

/** Addresses the mailbox refuses the next mails to, and how many: a mail server that is down, for trying what a failed mail does. */
const refusals = new Map<string, number>();

export function refuseNext(to: string, mails: number) {
  if (refusals.size >= LIMIT && !refusals.has(to.toLowerCase())) refusals.delete(refusals.keys().next().value!);
  refusals.set(to.toLowerCase(), mails);
}

/** Whether this mail is one of those to refuse (and counts it). */
export function refused(to: string): boolean {
  const address = to.toLowerCase();
  const left = refusals.get(address) ?? 0;
  if (left <= 0) return false;
  if (left === 1) refusals.delete(address);
  else refusals.set(address, left - 1);
  return true;
}
