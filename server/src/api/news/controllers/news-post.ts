import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::news.news-post');
