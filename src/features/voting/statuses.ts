// A project's statuses and types, as the server's schema has them (server/src/api/project/content-types/project/schema.json).
export const STATUSES = ['approved', 'inprogress', 'validated', 'notvalidated', 'finished', 'published', 'comingSoon', 'ongoing'] as const;
export const TYPES = ['form', 'lookwhat', 'humans', 'others'] as const;
