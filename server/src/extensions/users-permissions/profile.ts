import type { Core } from '@strapi/strapi';
import { refusal } from '../../lib/errors';
import { validBody, yup } from '../../lib/payload';
import { inMemberTransaction, lockName } from '../../lib/member-transaction';

const USERS = 'plugin::users-permissions.user';
const GENDERS = ['male', 'female', 'non-binary'];

const nullableText = (max: number) => yup.string().strict().nullable().max(max);

/** Spec §5, edit profile; `id` and `locale` are accepted and ignored, everything else is refused. */
const ProfileSchema = yup.object({
  id: yup.mixed(),
  locale: yup.string().strict(),
  firstName: yup.string().strict().required().max(225),
  lastName: yup.string().strict().required().max(225),
  email: yup.string().strict().required().email('editProfile.errors.wrongEmail').max(500),
  city: nullableText(225),
  gender: yup.string().strict().nullable().max(225).oneOf([...GENDERS, '', null]),
  country: yup.string().strict().nullable().max(140),
  birthDate: yup.string().strict().nullable().matches(/^\d{4}-\d{2}-\d{2}$/, 'editProfile.errors.invalidDate'),
  image: yup.number().strict().nullable().integer().positive(),
});

const isRealPastDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && time < Date.now() && value >= '1900-01-01';
};

export const profileIsComplete = (user: { city?: string | null; country?: string | null; birthDate?: string | null; image?: unknown }) =>
  Boolean(user.city && user.country && user.birthDate && user.image);

/** PUT /api/users/:id — the member's own profile only, and only its editable fields. */
export function updateProfileController(strapi: Core.Strapi) {
  return async (ctx: any) => {
    const userId: number = ctx.state.user.id;
    if (String(ctx.params.id) !== String(userId)) throw refusal(403, 'user.notYours', 'You can only change your own profile');
    const input = await validBody(ProfileSchema, ctx.request.body);
    const email = input.email.trim().toLowerCase();
    const blank = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

    if (input.birthDate && !isRealPastDate(input.birthDate)) {
      throw refusal(400, 'editProfile.errors.invalidDate', 'birthDate is not a valid past date');
    }
    const users = strapi.db.query(USERS);
    if (input.image != null) {
      const own = await strapi.db.query('api::member-upload.member-upload').findOne({ where: { fileId: input.image, user: userId } });
      if (!own) throw refusal(403, 'upload.notYours', 'You can only use pictures you uploaded');
    }

    const data = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      username: email,
      city: blank(input.city),
      gender: blank(input.gender),
      country: blank(input.country),
      birthDate: input.birthDate ?? null,
      ...(input.image !== undefined ? { image: input.image } : {}),
    };
    const updated = await inMemberTransaction(strapi, userId, async (trx) => {
      // The same name a sign-up claims: an e-mail cannot end up on two accounts, even in a race.
      await lockName(strapi, trx, `register:${email}`);
      const other = await users.findOne({ where: { $or: [{ email }, { username: email }], id: { $ne: userId } }, select: ['id'] });
      if (other) throw refusal(400, 'editProfile.errors.emailTaken', 'Another account uses this e-mail');
      const user = await users.update({ where: { id: userId }, data, populate: { image: true } });
      if (profileIsComplete(user)) await strapi.service('api::challenge.awards').award(userId, 'completeProfile', String(userId));
      return user;
    });
    const schema = strapi.getModel(USERS);
    ctx.body = await strapi.contentAPI.sanitize.output(updated, schema, { auth: ctx.state.auth });
  };
}
