import type { Core } from '@strapi/strapi';
import { grantLikeNews } from '../grant-like-news';
import { LEGAL_TEXT_UID } from './model';
import { BARRIER_REPORT_UID } from '../barrier-reports/model';

const READ = 'plugin::content-manager.explorer.read';

/**
 * Editors and Authors edit and publish the legal texts as they do the news, and read the barrier
 * reports (which nobody writes in the admin: lib/server-written.ts); a database older than issue 53
 * gets them once (lib/grant-like-news.ts).
 */
export const grantLegalTextsLikeNews = (strapi: Core.Strapi) =>
  grantLikeNews(strapi, 'legal-texts', [
    { uid: LEGAL_TEXT_UID, localized: true },
    { uid: BARRIER_REPORT_UID, actions: new Set([READ]), localized: false },
  ]);
