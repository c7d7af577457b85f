import { describe, expect, it } from 'vitest';
import { STAND_IN_IDENTITY_ENV } from '../../scripts/lib/stand-in-identity.mjs';
import { operatorIdentity } from '../../server/src/lib/operator/identity';
import { apiClient } from './client';

// The server of these tests runs on the stand-in identity (boot-strapi.ts), with OPERATOR_DPO=none.
const expected = {
  legalName: STAND_IN_IDENTITY_ENV.OPERATOR_LEGAL_NAME,
  taxId: STAND_IN_IDENTITY_ENV.OPERATOR_TAX_ID,
  address: STAND_IN_IDENTITY_ENV.OPERATOR_ADDRESS,
  registry: STAND_IN_IDENTITY_ENV.OPERATOR_REGISTRY,
  contactEmail: STAND_IN_IDENTITY_ENV.OPERATOR_CONTACT_EMAIL,
  privacyEmail: STAND_IN_IDENTITY_ENV.OPERATOR_PRIVACY_EMAIL,
  dpo: null,
};

describe('GET /api/operator', () => {
  it("answers a guest the environment's identity, no data protection officer for none", async () => {
    const answer = await apiClient().call('/api/operator');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ data: expected });
    // As the app asks, with its language: the identity is the same in every one.
    expect((await apiClient().call('/api/operator?locale=en')).body).toEqual({ data: expected });
  });

  it('answers the same to a signed-in member, and to a token that is no longer good', async () => {
    const member = apiClient();
    const { jwt } = await member.logIn();
    expect((await member.call('/api/operator', { token: jwt })).body).toEqual({ data: expected });
    const stale = await apiClient().call('/api/operator', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ data: expected });
  });

  it('is what operatorIdentity() reads in the tests, which fill the texts they check with it', () => {
    expect(operatorIdentity()).toEqual(expected);
  });
});
