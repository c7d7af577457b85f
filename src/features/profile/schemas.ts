import * as v from 'valibot';

/** Spec §5 "Edit profile" and §9 limits. */
export const NAME_MAX = 225;
export const EMAIL_MAX = 500;
export const CITY_MAX = 225;
export const COUNTRY_MAX = 140;
export const GENDERS = ['male', 'female', 'non-binary'] as const;
/** The earliest birth date the server takes (server/src/extensions/users-permissions/profile.ts). */
export const FIRST_BIRTH_DATE = '1900-01-01';

export const ERRORS = {
  mandatoryFirstName: 'editProfile.errors.mandatoryFirstName',
  mandatoryLastName: 'editProfile.errors.mandatoryLastName',
  mandatoryEmail: 'editProfile.errors.mandatoryEmail',
  wrongEmail: 'editProfile.errors.wrongEmail',
  invalidDate: 'editProfile.errors.invalidDate',
  invalidGender: 'editProfile.errors.invalidGender',
  max225: 'editProfile.errors.maxCharacters225',
  max500: 'editProfile.errors.maxCharacters500',
  max140: 'editProfile.errors.maxCharacters140',
} as const;

/** Today as YYYY-MM-DD in the device's own calendar. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar day (no 30 February), written YYYY-MM-DD, from 1900 up to today. */
export function isValidBirthDate(value: string, today: string = localDay()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= FIRST_BIRTH_DATE && value <= today;
}

/** A field the member never touched arrives as undefined and is checked as ''. */
const field = v.optional(v.string(), '');
const emptyToNull = v.transform((value: string): string | null => (value === '' ? null : value));

const requiredName = (message: string) => v.pipe(field, v.trim(), v.nonEmpty(message), v.maxLength(NAME_MAX, ERRORS.max225));

/** The edit-profile form; the optional fields come out as null when left empty (spec §5). */
export const EditProfileSchema = v.object({
  firstName: requiredName(ERRORS.mandatoryFirstName),
  lastName: requiredName(ERRORS.mandatoryLastName),
  email: v.pipe(field, v.trim(), v.nonEmpty(ERRORS.mandatoryEmail), v.email(ERRORS.wrongEmail), v.maxLength(EMAIL_MAX, ERRORS.max500)),
  city: v.pipe(field, v.trim(), v.maxLength(CITY_MAX, ERRORS.max225), emptyToNull),
  gender: v.pipe(
    field,
    v.picklist(['', ...GENDERS], ERRORS.invalidGender),
    v.transform((value): (typeof GENDERS)[number] | null => (value === '' ? null : value)),
  ),
  country: v.pipe(field, v.trim(), v.maxLength(COUNTRY_MAX, ERRORS.max140), emptyToNull),
  birthDate: v.pipe(
    field,
    v.trim(),
    v.check((value) => value === '' || isValidBirthDate(value), ERRORS.invalidDate),
    emptyToNull,
  ),
});

export type EditProfileForm = v.InferInput<typeof EditProfileSchema>;
export type EditProfileValues = v.InferOutput<typeof EditProfileSchema>;

/** What `PUT /api/users/{id}` takes (spec §7: the form's fields, id, locale; the avatar as `image`). */
export type ProfilePayload = EditProfileValues & { id: number; locale: string; image?: number };

export function profilePayload(values: EditProfileValues, userId: number, locale: string, imageId?: number): ProfilePayload {
  return { ...values, id: userId, locale, ...(imageId !== undefined ? { image: imageId } : {}) };
}
