import type { Core } from '@strapi/strapi';
import { underAge } from '../../../lib/eligibility/age';
import { madridToday } from '../../../lib/madrid-time';
import { refusal } from '../../../lib/errors';
import { inMemberTransaction } from '../../../lib/strapi-internals';

const USERS = 'plugin::users-permissions.user';

export type ProfileInput = {
  firstName: string;
  lastName: string;
  email: string;
  city?: string | null;
  gender?: string | null;
  country?: string | null;
  birthDate?: string | null;
  image?: number | null;
  locale?: string;
};

const isRealPastDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && time < Date.now() && value >= '1900-01-01';
};

const blank = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

export const profileIsComplete = (user: { city?: string | null; country?: string | null; birthDate?: string | null; image?: unknown }) =>
  Boolean(user.city && user.country && user.birthDate && user.image);

/**
 * The member's own profile (spec §5, edit profile). Every field but the e-mail is saved at once; a
 * new e-mail is only asked for here (see the email-change service) and applied when confirmed.
 */
export function createProfileService({ strapi }: { strapi: Core.Strapi }) {
  const users = () => strapi.db.query(USERS);

  return {
    /** Refuses a profile that cannot be saved: an impossible birth date, a picture not the member's. */
    async check(userId: number, input: ProfileInput) {
      if (input.birthDate && !isRealPastDate(input.birthDate)) {
        throw refusal(400, 'editProfile.errors.invalidDate', 'birthDate is not a valid past date');
      }
      // Members are 14 or older (the privacy policy; Spain's LOPDGDD, art. 7): a younger birth date is refused wherever it is given.
      if (input.birthDate && underAge(input.birthDate, madridToday())) throw refusal(400, 'editProfile.errors.tooYoung', 'Members must be 14 or older');
      if (input.image != null) {
        const own = await strapi.db.query('api::member-upload.member-upload').findOne({ where: { fileId: input.image, user: userId } });
        if (!own) throw refusal(403, 'upload.notYours', 'You can only use pictures you uploaded');
      }
    },

    async update(userId: number, input: ProfileInput) {
      await this.check(userId, input);
      const data = {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        city: blank(input.city),
        gender: blank(input.gender),
        country: blank(input.country),
        birthDate: input.birthDate ?? null,
        ...(input.image !== undefined ? { image: input.image } : {}),
      };
      return inMemberTransaction(strapi, userId, async () => {
        const user = await users().update({ where: { id: userId }, data, populate: { image: true } });
        if (profileIsComplete(user)) await strapi.service('api::challenge.awards').award(userId, 'completeProfile', String(userId));
        return user as Record<string, unknown> & { id: number; email: string; firstName: string | null };
      });
    },
  };
}
