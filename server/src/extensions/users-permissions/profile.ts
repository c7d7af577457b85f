import type { Core } from '@strapi/strapi';
import { refusal } from '../../lib/errors';
import { validBody, yup } from '../../lib/payload';
import { memberOf, type ApiContext } from '../../lib/api-context';
import { getService } from './services';

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

/** The member's own user as the API shows it, with the pending e-mail only its owner sees. */
export async function ownUserBody(strapi: Core.Strapi, ctx: ApiContext, user: Record<string, unknown> & { id: number }) {
  const sanitized = (await strapi.contentAPI.sanitize.output(user, strapi.getModel(USERS), { auth: ctx.state.auth })) as Record<string, unknown>;
  return { ...sanitized, pendingEmail: await getService(strapi, 'email-change').pendingOf(user.id) };
}

/** PUT /api/users/:id — the member's own profile only; a new e-mail waits for its confirmation. */
export function updateProfileController(strapi: Core.Strapi) {
  return async (ctx: ApiContext) => {
    const member = memberOf(ctx);
    if (String(ctx.params.id) !== String(member.id)) throw refusal(403, 'user.notYours', 'You can only change your own profile');
    const input = await validBody(ProfileSchema, ctx.request.body);
    const profile = getService(strapi, 'profile');
    await profile.check(member.id, input); // nothing is asked or saved unless every field is good
    await getService(strapi, 'email-change').request(member, input.email.trim().toLowerCase(), input.locale);
    const updated = await profile.update(member.id, input);
    ctx.body = await ownUserBody(strapi, ctx, updated);
  };
}
