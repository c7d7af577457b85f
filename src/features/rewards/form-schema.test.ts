// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formParticipationPayload, FormParticipationSchema, INVALID, REQUIRED } from './form-schema';

const valid = { city: 'València', phone: '600 000 000', option: '2', name: 'Marta', year: '2019', location: true, legal: true, acceptPolicy: true };
const errors = (input: unknown) =>
  Object.fromEntries((v.safeParse(FormParticipationSchema, input, { abortPipeEarly: true }).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('form participation schema (spec §5)', () => {
  it('accepts a complete option-2 sign-up and an option-1 one without its fields', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, option: '1', name: '', year: '', location: false })).toEqual({});
  });

  it('names every missing field with its key', () => {
    expect(errors({})).toEqual({
      city: REQUIRED.city,
      phone: REQUIRED.phone,
      option: REQUIRED.option,
      legal: REQUIRED.legal,
      acceptPolicy: REQUIRED.acceptPolicy,
    });
  });

  it('needs a phone of at least 8 characters', () => {
    expect(errors({ ...valid, phone: '1234567' })).toEqual({ phone: INVALID.minCharacters });
    expect(errors({ ...valid, phone: '12345678' })).toEqual({});
  });

  it('asks option 2 for a name, a year from 2017 to 2022 and the location tick', () => {
    expect(errors({ ...valid, name: ' ' })).toEqual({ name: REQUIRED.name });
    expect(errors({ ...valid, year: '' })).toEqual({ year: REQUIRED.year });
    expect(errors({ ...valid, year: '2016' })).toEqual({ year: INVALID.yearNotInRange });
    expect(errors({ ...valid, year: '2017' })).toEqual({});
    expect(errors({ ...valid, year: '2022' })).toEqual({});
    expect(errors({ ...valid, year: '2023' })).toEqual({ year: INVALID.yearNotInRange });
    expect(errors({ ...valid, year: 'soon' })).toEqual({ year: INVALID.yearNotInRange });
    expect(errors({ ...valid, location: false })).toEqual({ location: REQUIRED.location });
  });

  it('sends option 1 without option-2 fields and option 2 with them', () => {
    const one = formParticipationPayload(v.parse(FormParticipationSchema, { ...valid, option: '1' }), 'r1');
    expect(one).toEqual({ rewardId: 'r1', city: 'València', phone: '600 000 000', option: 1, legal: true, acceptPolicy: true });
    const two = formParticipationPayload(v.parse(FormParticipationSchema, valid), 'r1');
    expect(two.option2Fields).toEqual({ name: 'Marta', year: 2019, location: true });
  });
});
