import * as v from 'valibot';
import type { FormParticipationPayload } from '../../offline/outbox/entry-kinds';

/** Spec §5, "Form reward signup"; the server re-checks the same rules. */
export const REQUIRED = {
  city: 'listSignUp.errors.required.city',
  phone: 'listSignUp.errors.required.phone',
  option: 'listSignUp.errors.required.option',
  name: 'listSignUp.errors.required.name',
  year: 'listSignUp.errors.required.year',
  location: 'listSignUp.errors.required.location',
  legal: 'listSignUp.errors.required.legal',
  acceptPolicy: 'listSignUp.errors.required.acceptPolicy',
} as const;
export const INVALID = {
  minCharacters: 'listSignUp.errors.invalid.minCharacters',
  yearNotInRange: 'listSignUp.errors.invalid.yearNotInRange',
} as const;
export const FIRST_YEAR = 2017;
export const LAST_YEAR = 2022;

const text = (message: string) => v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(message)), '');
const ticked = (message: string) => v.optional(v.literal(true, message), false as unknown as true);

const optionTwo = (input: { option?: string }) => input.option === '2';

export const FormParticipationSchema = v.pipe(
  v.object({
    city: text(REQUIRED.city),
    phone: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED.phone), v.minLength(8, INVALID.minCharacters)), ''),
    option: v.optional(v.picklist(['1', '2'], REQUIRED.option), '' as '1'),
    name: v.optional(v.string(), ''),
    year: v.optional(v.string(), ''),
    location: v.optional(v.boolean(), false),
    legal: ticked(REQUIRED.legal),
    acceptPolicy: ticked(REQUIRED.acceptPolicy),
  }),
  v.forward(v.partialCheck([['option'], ['name']], (i) => !optionTwo(i) || i.name.trim() !== '', REQUIRED.name), ['name']),
  v.forward(v.partialCheck([['option'], ['year']], (i) => !optionTwo(i) || i.year.trim() !== '', REQUIRED.year), ['year']),
  v.forward(
    v.partialCheck(
      [['option'], ['year']],
      (i) => !optionTwo(i) || i.year.trim() === '' || (/^\d{4}$/.test(i.year.trim()) && Number(i.year) >= FIRST_YEAR && Number(i.year) <= LAST_YEAR),
      INVALID.yearNotInRange,
    ),
    ['year'],
  ),
  v.forward(v.partialCheck([['option'], ['location']], (i) => !optionTwo(i) || i.location === true, REQUIRED.location), ['location']),
);

export type FormParticipationForm = v.InferInput<typeof FormParticipationSchema>;
export type FormParticipationValues = v.InferOutput<typeof FormParticipationSchema>;

/** The request body: option 1 carries no option-2 fields. */
export function formParticipationPayload(values: FormParticipationValues, rewardId: string): FormParticipationPayload {
  const option = Number(values.option) === 2 ? 2 : 1;
  return {
    rewardId,
    city: values.city,
    phone: values.phone,
    option,
    ...(option === 2 ? { option2Fields: { name: values.name.trim(), year: Number(values.year), location: true } } : {}),
    legal: true as const,
    acceptPolicy: true as const,
  };
}
