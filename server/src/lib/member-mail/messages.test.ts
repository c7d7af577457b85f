import { describe, expect, it } from 'vitest';
import { textAsHtml } from '../mailer';
import { sign } from '../mailer/templates';
import { digestMail, mailEntryOf, type MailEntry } from './messages';

const row = (topic: string, params: unknown) => ({ topic, params: JSON.stringify(params) });
const links = { inbox: 'https://chispa.test/inbox', settings: 'https://chispa.test/profile#mail-settings', unsubscribe: 'https://chispa.test/unsubscribe?token=t' };

describe('a member’s mail', () => {
  it('reads each entry in the member’s language, Spanish when there is no English', () => {
    const update = row('updates', { titles: { es: 'Huerto', en: 'Garden' }, detail: { es: 'Primera cosecha', en: null } });
    expect(mailEntryOf(update, 'en', 'l')).toEqual({ topic: 'updates', title: 'Garden', detail: 'Primera cosecha', won: null, link: 'l' });
    expect(mailEntryOf(update, 'es', 'l')).toMatchObject({ title: 'Huerto', detail: 'Primera cosecha' });
    expect(mailEntryOf(row('draws', { titles: { es: 'Bici', en: null }, won: true }), 'en', 'l')).toMatchObject({ title: 'Bici', won: true });
    expect(mailEntryOf({ topic: 'updates', params: 'not json' }, 'es', 'l')).toBeNull();
    expect(mailEntryOf(row('other', { titles: { es: 'x' } }), 'es', 'l')).toBeNull();
  });

  it('has one entry’s sentence as its subject, or how many there are', () => {
    const one = mailEntryOf(row('results', { titles: { es: 'Parque' } }), 'es', 'https://chispa.test/projects/p')!;
    expect(digestMail('es', { entries: [one], total: 1, ...links }).subject).toBe('Ya hay resultado: Parque');
    const mail = digestMail('es', { entries: [one, one], total: 14, ...links });
    expect(mail.subject).toBe('Tienes 14 novedades en Chispa');
    expect(mail.text).toContain('…y 12 más en tus avisos:\nhttps://chispa.test/inbox');
    expect(mail.text).toContain(links.settings);
    expect(mail.text).toContain(links.unsubscribe);
    // Signed as every mail is, the operator named (LSSI-CE art. 10).
    expect(mail.text.endsWith(sign.es)).toBe(true);
    expect(sign.es).toContain('el equipo de Chispa');
  });

  it('says each draw’s outcome, and each update’s title, in English too', () => {
    const entry = (topic: MailEntry['topic'], won: boolean | null, detail: string | null = null): MailEntry => ({ topic, title: 'Bike', detail, won, link: 'l' });
    const subject = (e: MailEntry) => digestMail('en', { entries: [e], total: 1, ...links }).subject;
    expect(subject(entry('draws', true))).toBe('You won the draw "Bike"!');
    expect(subject(entry('draws', false))).toBe('The draw "Bike" is done: not this time');
    expect(subject(entry('draws', null))).toBe('The draw "Bike" is done');
    expect(subject(entry('updates', null, 'Works begin'))).toBe('New on Bike: Works begin');
  });

  it('keeps an editor’s line break out of the subject', () => {
    const entry: MailEntry = { topic: 'updates', title: 'Huerto\r\nBcc: x@y.z', detail: null, won: null, link: 'l' };
    expect(digestMail('es', { entries: [entry], total: 1, ...links }).subject).toBe('Novedad en Huerto Bcc: x@y.z');
  });

  it('never turns what an editor wrote into markup in its HTML part', () => {
    const entry = mailEntryOf(row('updates', { titles: { es: '<b>Huerto</b>' }, detail: { es: '<a href="https://x.test">gana</a> & <script>alert(1)</script>' } }), 'es', 'https://chispa.test/projects/p')!;
    const html = textAsHtml(digestMail('es', { entries: [entry], total: 1, ...links }).text);
    expect(html).not.toMatch(/<(b|a|script)[\s>]/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('&#60;b&#62;Huerto&#60;/b&#62;');
  });
});
