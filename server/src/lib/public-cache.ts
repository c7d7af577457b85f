import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * Public content (projects, partners, challenges, news, rewards, banner, home sections, legal texts) changes
 * only when editors save it, yet every member's app reads it again and again. Answers are kept
 * as serialised JSON per role and URL, and dropped whenever any document or media file is written.
 */
const MAX_ENTRIES = 500;
const TTL_MS = 5 * 60 * 1000; // a safety net for writes that bypass Strapi (manual SQL)

type Entry = { json: string; expires: number };
const entries = new Map<string, Entry>();
/** Bumped by every clear: an answer read before a clear is not stored after it. */
let generation = 0;

/** How this instance hears of other instances' writes (see lib/shared-store); alone, it needs none. */
export type Invalidations = {
  /** False while other instances' invalidations could be missed: the cache is bypassed meanwhile. */
  heard: () => boolean;
  /** Tells the other instances that public content changed. */
  publish: () => void;
};
let invalidations: Invalidations = { heard: () => true, publish: () => {} };

export const shareInvalidations = (shared: Invalidations) => {
  invalidations = shared;
};

/** Forgets this instance's answers (another instance wrote, or this one cannot hear the others). */
export const clearLocalPublicCache = () => {
  entries.clear();
  generation += 1;
};

/**
 * What changes with every clear; null while other instances' writes could be missed. Lets other
 * caches of public content (lib/public-memo.ts) be dropped by the same writes.
 */
export const publicCacheGeneration = (): number | null => (invalidations.heard() ? generation : null);

export const clearPublicCache = () => {
  clearLocalPublicCache();
  invalidations.publish();
};

/** What the cache reads of a request and writes of its answer; `credentials` when the caller signed in. */
type CachedContext = Pick<Context, 'url' | 'status' | 'type' | 'body' | 'set'> & { state: { auth?: { credentials?: unknown } } };

/** Route middleware, after authentication: the key is the caller's kind and the exact URL. */
export const publicCache = async (ctx: CachedContext, next: () => Promise<void>) => {
  if (!invalidations.heard()) {
    ctx.set('X-Chispa-Cache', 'bypass');
    return next();
  }
  const key = `${ctx.state.auth?.credentials ? 'member' : 'public'} ${ctx.url}`;
  const readIn = generation;
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) {
    ctx.type = 'application/json';
    ctx.body = hit.json;
    ctx.set('X-Chispa-Cache', 'hit');
    return;
  }
  await next();
  if (ctx.status !== 200 || !ctx.body || typeof ctx.body !== 'object' || readIn !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { json: JSON.stringify(ctx.body), expires: Date.now() + TTL_MS });
  ctx.set('X-Chispa-Cache', 'miss');
};

const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);
export const PUBLIC_CONTENT = new Set<string>([
  'api::project.project',
  'api::partner.partner',
  'api::reward.reward',
  'api::challenge.challenge',
  'api::news.news-post',
  'api::project-update.project-update',
  'api::banner-configuration.banner-configuration',
  'api::home-section1.home-section1',
  'api::home-section2.home-section2',
  // The legal texts: their answers, their versions (lib/legal-texts) and the offline catalogue's version.
  'api::legal-text.legal-text',
]);

/**
 * A write to public content through the Document Service (the admin panel, the seed), to any
 * media file, to a role's permissions or to a setting clears the cache. Members' own records (votes, DIDs…) are never cached.
 */
export function invalidatePublicCacheOnWrites(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (PUBLIC_CONTENT.has(context.uid) && !READS.has(context.action)) clearPublicCache();
    return result;
  });
  strapi.db.lifecycles.subscribe({
    // Roles' permissions decide what public and member answers hold, and the settings (the core
    // store) whether an unconfirmed member may sign in: lib/member-auth keeps both.
    models: ['plugin::upload.file', 'plugin::users-permissions.permission', 'plugin::users-permissions.role', 'strapi::core-store'],
    afterCreate: clearPublicCache,
    afterUpdate: clearPublicCache,
    afterDelete: clearPublicCache,
  });
}
