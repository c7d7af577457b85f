/** Mails kept in memory when no SMTP server is configured (development and tests only). */
export type KeptMail = { id: number; to: string; subject: string; text: string; links: string[]; sentAt: string };

const LIMIT = 200;
const kept: KeptMail[] = [];
let nextId = 1;

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function keep(mail: { to: string; subject: string; text: string }): KeptMail {
  const entry = { id: nextId++, ...mail, links: mail.text.match(LINK) ?? [], sentAt: new Date().toISOString() };
  kept.unshift(entry);
  kept.length = Math.min(kept.length, LIMIT);
  return entry;
}

export const keptMails = (): readonly KeptMail[] => kept;
