import type { Language } from '../../lib/i18n';
import type { InboxEntry, Texts } from './api';

/** A text in the member's language: English where there is one, Spanish otherwise (as everywhere). */
export const inLanguage = (texts: Texts, language: Language) => (language === 'en' ? (texts.en ?? texts.es) : texts.es);

/** The message id and values that say what an entry is about, by its kind. */
export function entrySentence(entry: InboxEntry, language: Language): { id: string; values: Record<string, string> } {
  const title = inLanguage(entry.params.titles, language);
  switch (entry.kind) {
    case 'projectUpdate':
      return entry.params.detail
        ? { id: 'inbox.entry.update', values: { project: title, detail: inLanguage(entry.params.detail, language) } }
        : { id: 'inbox.entry.updateUntitled', values: { project: title } };
    case 'projectResults':
      return { id: 'inbox.entry.results', values: { project: title } };
    case 'drawResults':
      if (entry.params.won === true) return { id: 'inbox.entry.drawWon', values: { reward: title } };
      if (entry.params.won === false) return { id: 'inbox.entry.drawLost', values: { reward: title } };
      return { id: 'inbox.entry.drawHeld', values: { reward: title } };
    default:
      return { id: 'inbox.entry.other', values: { title } };
  }
}

/** Only this app's own pages are linked (`/projects/…`, `/rewards/…`), never another site. */
export const appPath = (url: string): string | null => (/^\/(?![/\\])/.test(url) ? url : null);
