/**
 * What a did-record is about: a document named by its `documentId` (the stable Strapi 5 identifier,
 * the same way a participation names its reward), so a record keeps its link across drafts,
 * publications and languages.
 */
export type SubjectType = 'project' | 'news' | 'reward' | 'challenge';

export type Subject = { subjectType: SubjectType; subjectDocumentId: string };

/** The content type and the public title field of each kind of subject. */
export const SUBJECT_MODELS = {
  project: { uid: 'api::project.project', titleField: 'name' },
  news: { uid: 'api::news.news-post', titleField: 'title' },
  reward: { uid: 'api::reward.reward', titleField: 'title' },
  challenge: { uid: 'api::challenge.challenge', titleField: 'title' },
} as const;

/** Award kinds whose event subject is itself the record's subject; every other kind links its challenge. */
export const DOCUMENT_SUBJECTS: Partial<Record<string, SubjectType>> = {
  vote: 'project',
  shareProject: 'project',
  sharePost: 'news',
};
