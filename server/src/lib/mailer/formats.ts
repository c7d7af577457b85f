import { TIME_ZONE } from '../madrid-time';
import type { MailLanguage } from './templates';

/** An amount of money in a mail's (or a server page's) language: `4,99 €`, `€4.99`. */
export const money = (language: MailLanguage, cents: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A day as members read it, in Madrid: `18 de diciembre de 2026`. */
export const madridDate = (language: MailLanguage, at: number | Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: TIME_ZONE }).format(at);

/** A moment as members read it, in Madrid: `18 de diciembre de 2026, 10:30`. */
export const madridDateTime = (language: MailLanguage, at: number | Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(at);
