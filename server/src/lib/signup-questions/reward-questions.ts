import type { Core } from '@strapi/strapi';
import { memoUntilPublicWrite } from '../public-memo';
import { FALLBACK_LOCALE } from '../spanish-fallback';
import { DEFAULT_QUESTIONS } from './default-questions';
import { parseQuestions } from './parse';
import type { Question, StoredQuestion } from './question';

/** A reward's questions, or the default ones when its editor has written none. */
export const questionsOrDefault = (stored: readonly StoredQuestion[] | null | undefined): Question[] =>
  parseQuestions(stored?.length ? stored : DEFAULT_QUESTIONS).questions;

const readers = new WeakMap<Core.Strapi, (documentId: string) => Promise<Question[]>>();

/**
 * The questions of a published reward, kept until editors write public content. One set per reward:
 * its Spanish version's (the default language, which the sign-up's reward rules read too), so the
 * form is the same in every language and never depends on when each language was last published.
 */
export function rewardQuestions(strapi: Core.Strapi, documentId: string): Promise<Question[]> {
  let read = readers.get(strapi);
  if (!read) {
    read = memoUntilPublicWrite(async (id) => {
      const reward = (await strapi.documents('api::reward.reward').findOne({
        documentId: id,
        locale: FALLBACK_LOCALE,
        status: 'published',
        populate: { signupQuestions: true },
      } as never)) as { signupQuestions?: StoredQuestion[] } | null;
      return questionsOrDefault(reward?.signupQuestions);
    });
    readers.set(strapi, read);
  }
  return read(documentId);
}
