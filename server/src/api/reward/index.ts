import type { Core } from '@strapi/strapi';
import { keepSignupQuestionsValid } from '../../lib/signup-questions/admin-rule';

/** The reward API's own lifecycle (Strapi calls an API's register like a plugin's). */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    keepSignupQuestionsValid(strapi);
  },
};
