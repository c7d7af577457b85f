import type { Core } from '@strapi/strapi';
import { createEmailChangeService } from './email-change';
import { createPasswordService } from './passwords';
import { createProfileService } from './profile';
import { createRegistrationService } from './registration';
import { createSessionService } from './sessions';

/** Chispa's own services of the users-permissions plugin, registered under these names. */
export const memberServices = {
  registration: createRegistrationService,
  passwords: createPasswordService,
  profile: createProfileService,
  'email-change': createEmailChangeService,
  sessions: createSessionService,
};

type MemberServices = { [Name in keyof typeof memberServices]: ReturnType<(typeof memberServices)[Name]> };

/** A member service with its own type (Strapi's registry only knows them as `unknown`). */
export const getService = <Name extends keyof MemberServices>(strapi: Core.Strapi, name: Name): MemberServices[Name] =>
  strapi.plugin('users-permissions').service(name) as MemberServices[Name];
