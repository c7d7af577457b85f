import { refusal } from '../errors';
import { INVALID } from './answers';
import type { Answers } from './question';

/** The sign-up body of spec §7: the default questions' answers travel as these fields. */
export type SpecFields = {
  city?: string;
  phone?: string;
  option?: number;
  option2Fields?: { name?: string; year?: number; location?: boolean };
  answers?: Record<string, unknown>;
};

/**
 * Every answer of a body by its question's key: the spec's fields (city, phone, option and
 * option2Fields' name, year, location) and `answers`, the rest. A key given both ways with two
 * different answers is refused.
 */
export function givenAnswers(body: SpecFields): Record<string, unknown> {
  const spec: Record<string, unknown> = { city: body.city, phone: body.phone, option: body.option, ...body.option2Fields };
  const given: Record<string, unknown> = { ...body.answers };
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined) continue;
    if (key in given && given[key] !== value && String(given[key]) !== String(value)) {
      throw refusal(400, INVALID, `${key} is given twice, with two answers`, { field: key });
    }
    given[key] = value;
  }
  return given;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : null);
const whole = (value: unknown) => {
  const number = typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) < 2 ** 31 ? number : null;
};

/** The sign-up's own columns, from the answers to the questions with the spec's keys (null where none fits). */
export const columnsOf = (answers: Answers) => ({
  city: text(answers.city, 225),
  phone: text(answers.phone, 40),
  option: whole(answers.option),
  name: text(answers.name, 225),
  year: whole(answers.year),
  location: answers.location === true,
});

type Columns = { city: string | null; phone: string | null; option: number | null; name: string | null; year: number | null; location: boolean | null };

const orNull = (value: unknown) => (value === null || value === undefined ? null : value);

/** A sign-up row's columns as either engine answers them (numbers may come as text, booleans as 0/1). */
export function columnsOfRow(row: Record<string, unknown>): Columns {
  const number = (value: unknown) => (orNull(value) === null ? null : Number(value));
  return {
    city: (orNull(row.city) as string | null),
    phone: (orNull(row.phone) as string | null),
    option: number(row.option),
    name: (orNull(row.name) as string | null),
    year: number(row.year),
    location: orNull(row.location) === null ? null : Boolean(row.location),
  };
}

/** The answers of a sign-up made before answers were kept: its columns, as the default questions asked them. */
export function answersFromColumns(row: Columns): Answers {
  const answers: Answers = {};
  if (row.city !== null) answers.city = row.city;
  if (row.phone !== null) answers.phone = row.phone;
  if (row.option !== null) answers.option = String(row.option);
  if (row.option === 2) {
    if (row.name !== null) answers.name = row.name;
    if (row.year !== null) answers.year = row.year;
    answers.location = row.location === true;
  }
  return answers;
}
