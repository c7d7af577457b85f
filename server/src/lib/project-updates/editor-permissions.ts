import type { Core } from '@strapi/strapi';
import { grantLikeNews } from '../grant-like-news';
import { UPDATE_UID } from './model';

/**
 * Editors and Authors edit project updates as they edit news (docs/editors.md), and may link a news
 * post to projects: a database older than issue 52 gets the news permissions copied to the updates
 * once (lib/grant-like-news.ts), and `projects` added to the news fields each role may edit.
 */
export const grantUpdatesLikeNews = (strapi: Core.Strapi) =>
  grantLikeNews(strapi, 'project-updates', [{ uid: UPDATE_UID, localized: true }], async (newsPermissions) => {
    for (const permission of newsPermissions) {
      const fields = permission.properties?.fields;
      if (!Array.isArray(fields) || fields.includes('projects')) continue;
      await strapi.db.query('admin::permission').update({ where: { id: permission.id }, data: { properties: { ...permission.properties, fields: [...fields, 'projects'] } } });
    }
  });
