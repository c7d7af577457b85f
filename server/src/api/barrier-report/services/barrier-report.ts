import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::barrier-report.barrier-report');
