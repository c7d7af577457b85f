import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { defaultSort } from '../../../lib/default-sort';
import { publicCache } from '../../../lib/public-cache';
import { memberActions } from '../../../lib/member-auth/member-routes';
import { LIST_POPULATE, PAGE_POPULATE } from '../../../lib/project-search/populate';

export default factories.createCoreRouter('api::project.project', {
  only: ['find', 'findOne'],
  config: memberActions(['find', 'findOne'], {
    find: { middlewares: [publicCache, defaultPopulate(LIST_POPULATE), defaultSort(['position:asc', 'createdAt:asc', 'id:asc'])] },
    findOne: { middlewares: [publicCache, defaultPopulate(PAGE_POPULATE)] },
  }),
});
