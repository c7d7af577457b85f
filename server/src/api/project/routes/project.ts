import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { defaultSort } from '../../../lib/default-sort';
import { publicCache } from '../../../lib/public-cache';
import { memberActions } from '../../../lib/member-auth/member-routes';

const CARD = {
  mainImage: true,
  partner: { fields: ['name'] },
  reward: { fields: ['title', 'cost', 'start_date', 'end_date'], populate: { thumbnailImage: true } },
};

// The list feeds cards (one picture each); the project page also shows the gallery.
const LIST_POPULATE = CARD;
const PAGE_POPULATE = { ...CARD, gallery: true, images: true };

export default factories.createCoreRouter('api::project.project', {
  only: ['find', 'findOne'],
  config: memberActions(['find', 'findOne'], {
    find: { middlewares: [publicCache, defaultPopulate(LIST_POPULATE), defaultSort(['position:asc', 'createdAt:asc', 'id:asc'])] },
    findOne: { middlewares: [publicCache, defaultPopulate(PAGE_POPULATE)] },
  }),
});
