import { describe, expect, it } from 'vitest';
import { outOfRange } from './whole-number-range';

const MODELS: Record<string, { attributes: Record<string, { type: string; component?: string }> }> = {
  'api::project.project': { attributes: { name: { type: 'string' }, position: { type: 'integer' }, round: { type: 'biginteger' }, blocks: { type: 'dynamiczone' }, question: { type: 'component', component: 'signup.question' } } },
  'signup.question': { attributes: { maxLength: { type: 'integer' } } },
};
const check = (data: unknown) => outOfRange((uid) => MODELS[uid], 'api::project.project', data);

describe("whole numbers within their column's range", () => {
  it('takes the edges of a 32-bit integer and of a 64-bit one, as numbers or text', () => {
    expect(check({ position: 2147483647, round: '9223372036854775807', name: 'x' })).toBeNull();
    expect(check({ position: -2147483648, round: -9007199254740991 })).toBeNull();
    expect(check({ position: null, round: undefined })).toBeNull();
  });

  it('names the first field beyond its range, in components and dynamic zones too', () => {
    expect(check({ position: 2 ** 31 })).toBe('position');
    expect(check({ position: -(2 ** 31) - 1 })).toBe('position');
    expect(check({ round: '9223372036854775808' })).toBe('round');
    expect(check({ question: [{ maxLength: 1 }, { maxLength: 1e12 }] })).toBe('question[1].maxLength');
    expect(check({ blocks: [{ __component: 'signup.question', maxLength: 2 ** 40 }] })).toBe('blocks[0].maxLength');
  });

  it('leaves what is not a whole number to the validation that knows the field', () => {
    expect(check({ position: 1.5, round: 'many' })).toBeNull();
  });
});
