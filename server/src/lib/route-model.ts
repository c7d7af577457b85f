import type { Core } from '@strapi/strapi';
import type { QueryModel } from './query-shape';
import { normalisedPath } from './normalised-path';

const MEMBERS = 'plugin::users-permissions.user';

/**
 * The model a content-API path is about, from its first segment after `/api/`: a collection type's
 * plural name (`/api/projects`, `/api/projects/:id`, `/api/did-records`), a single type's singular
 * name (`/api/home-section1`), or `users` for the members' own routes (`/api/users/me`). Built once
 * from the registered content types, so a new API is covered without a line here.
 */
export function routeModels(strapi: Core.Strapi) {
  let byName: Map<string, QueryModel> | undefined;
  const models = () => {
    byName ??= new Map(
      Object.entries(strapi.contentTypes)
        .filter(([uid]) => uid.startsWith('api::') || uid === MEMBERS)
        .map(([, model]) => [model.kind === 'singleType' ? model.info.singularName : model.info.pluralName, model as QueryModel]),
    );
    return byName;
  };
  return (ctx: { path: string }): QueryModel | null => {
    const [, api, name] = normalisedPath(ctx).split('/');
    return api === 'api' && name ? (models().get(name) ?? null) : null;
  };
}
