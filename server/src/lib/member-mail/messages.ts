import { sign, type Mail, type MailLanguage } from '../mailer/templates';
import { MAIL_TOPICS, type MailTopic } from '../strapi-internals';

/** An inbox row as a mail tells it: its topic, what its params say, and the app's page it links to. */
export type MailEntry = {
  topic: MailTopic;
  title: string;
  detail: string | null;
  won: boolean | null;
  link: string;
};

type Translated = { es?: unknown; en?: unknown } | undefined;

/** A translated text in the member's language, falling back to Spanish (as the app does). */
function inLanguage(texts: Translated, lang: MailLanguage): string | null {
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return (lang === 'en' ? pick(texts?.en) : null) ?? pick(texts?.es);
}

/** An inbox row's params (JSON, as the inbox writes them) read for a mail; null for a row it cannot tell. */
export function mailEntryOf(row: { topic: string; params: string }, lang: MailLanguage, link: string): MailEntry | null {
  const topic = MAIL_TOPICS.find((known) => known === row.topic);
  if (!topic) return null;
  let params: { titles?: Translated; detail?: Translated; won?: unknown };
  try {
    params = JSON.parse(row.params) as typeof params;
  } catch {
    return null;
  }
  const title = inLanguage(params?.titles, lang);
  if (!title) return null;
  return { topic, title, detail: inLanguage(params.detail, lang), won: typeof params.won === 'boolean' ? params.won : null, link };
}

/** Each entry's sentence, as the inbox shows it. */
const sentences = {
  es: {
    updates: ({ title, detail }: MailEntry) => (detail ? `Novedad en ${title}: ${detail}` : `Novedad en ${title}`),
    results: ({ title }: MailEntry) => `Ya hay resultado: ${title}`,
    draws: ({ title, won }: MailEntry) =>
      won === true ? `¡Has ganado el sorteo «${title}»!` : won === false ? `Ya se ha celebrado el sorteo «${title}»: esta vez no ha habido suerte` : `Ya se ha celebrado el sorteo «${title}»`,
  },
  en: {
    updates: ({ title, detail }: MailEntry) => (detail ? `New on ${title}: ${detail}` : `New on ${title}`),
    results: ({ title }: MailEntry) => `The result is in: ${title}`,
    draws: ({ title, won }: MailEntry) => (won === true ? `You won the draw "${title}"!` : won === false ? `The draw "${title}" is done: not this time` : `The draw "${title}" is done`),
  },
};

const sentenceOf = (entry: MailEntry, lang: MailLanguage) => sentences[lang][entry.topic](entry);

const words = {
  es: {
    subject: (total: number) => `Tienes ${total} novedades en Chispa`,
    intro: 'Hola:\n\nEsto es lo nuevo de lo que sigues en Chispa:',
    more: (more: number, inbox: string) => `…y ${more === 1 ? 'una más' : `${more} más`} en tus avisos:\n${inbox}`,
    settings: (link: string) => `Elige qué te llega por correo, y cada cuánto:\n${link}`,
    unsubscribe: (link: string) => `No recibir más estos correos:\n${link}`,
  },
  en: {
    subject: (total: number) => `You have ${total} updates on Chispa`,
    intro: 'Hi,\n\nHere is what is new on what you follow on Chispa:',
    more: (more: number, inbox: string) => `…and ${more} more in your notifications:\n${inbox}`,
    settings: (link: string) => `Choose what reaches you by e-mail, and how often:\n${link}`,
    unsubscribe: (link: string) => `Stop these e-mails:\n${link}`,
  },
};

/** A sentence on one line of a subject: no line breaks an editor's title could carry into a header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One mail for everything a member has to be told (`total` entries, the newest `entries` of them):
 * one entry's sentence as the subject, or how many there are; each entry with its page; the rest
 * counted with a link to the inbox; the settings and the unsubscribe link; Chispa's sign-off. Plain
 * text: the mailer's HTML part is this text escaped, so no title or update becomes markup.
 */
export function digestMail(lang: MailLanguage, { entries, total, inbox, settings, unsubscribe }: { entries: MailEntry[]; total: number; inbox: string; settings: string; unsubscribe: string }): Mail {
  const w = words[lang];
  const lines = entries.map((entry) => `• ${sentenceOf(entry, lang)}\n  ${entry.link}`);
  const more = total - entries.length;
  const subject = total === 1 && entries.length === 1 ? oneLine(sentenceOf(entries[0]!, lang)) : w.subject(total);
  const text = [w.intro, lines.join('\n\n'), ...(more > 0 ? [w.more(more, inbox)] : []), w.settings(settings), w.unsubscribe(unsubscribe)].join('\n\n') + sign[lang];
  return { subject, text };
}
