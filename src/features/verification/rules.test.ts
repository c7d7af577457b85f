// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { meets } from '../../../server/src/lib/eligibility/requirements';
import { normaliseCode } from '../../../server/src/lib/eligibility/codes/code-format';
import { codeAsTyped, meetsRequirement } from './rules';

// The same rules on both sides: the app hides a button only where the server would refuse it.
describe('who may take part, as the app and the server read it', () => {
  const methods = [null, 'census', 'code'] as const;
  const requirements = ['anyMember', 'verified', 'census', 'code', undefined, null, 'somethingNew'];
  it.each(methods.flatMap((method) => requirements.map((requirement) => [method, requirement] as const)))('%s meets %s the same way', (method, requirement) => {
    expect(meetsRequirement(method, requirement)).toBe(meets({ verificationMethod: method }, requirement));
  });

  it.each(['abcd efgh jkmn pq0o', 'ABCD-EFGH-JKMN-PQRS', 'iiii.llll.oooo.0000'])('shows %j as the server will read it', (typed) => {
    expect(codeAsTyped(typed).replace(/-/g, '')).toBe(normaliseCode(typed));
  });
});
