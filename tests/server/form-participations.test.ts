import { describe, expect, it } from 'vitest';
import { newMember, seededProjects } from './members';

const valid = (rewardId: string, extra: Record<string, unknown> = {}) => ({
  rewardId,
  city: 'València',
  phone: '+34 600 000 000',
  option: 2,
  option2Fields: { name: 'Marta', year: 2019, location: true },
  legal: true,
  acceptPolicy: true,
  locale: 'es',
  ...extra,
});

describe('form participations (POST /api/form-participations)', () => {
  it('signs a member up once; sending it again answers the first', async () => {
    const member = await newMember();
    const reward = (await seededProjects()).Limpieza!.reward!;
    const first = await member.as('/api/form-participations', { method: 'POST', json: valid(reward.documentId) });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ option: 2, option2Fields: { name: 'Marta', year: 2019, location: true } });
    const again = await member.as('/api/form-participations', { method: 'POST', json: valid(reward.documentId, { city: 'Other' }) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ documentId: first.body.data.documentId, city: 'València' });
    const own = await member.as(`/api/form-participations?documentId=${reward.documentId}`);
    expect(own.body.data).toHaveLength(1);
  });

  it('keeps no option-2 fields for option 1', async () => {
    const member = await newMember();
    const reward = (await seededProjects()).Limpieza!.reward!;
    const created = await member.as('/api/form-participations', {
      method: 'POST',
      json: valid(reward.documentId, { option: 1, option2Fields: undefined }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.option2Fields).toBeNull();
  });

  it.each([
    ['a missing city', { city: undefined }],
    ['a blank city', { city: '   ' }],
    ['a phone under 8 characters', { phone: '1234567' }],
    ['option 3', { option: 3 }],
    ['option 2 without a name', { option2Fields: { year: 2019, location: true } }],
    ['option 2 with the year 2016', { option2Fields: { name: 'A', year: 2016, location: true } }],
    ['option 2 with the year 2023', { option2Fields: { name: 'A', year: 2023, location: true } }],
    ['option 2 without the location tick', { option2Fields: { name: 'A', year: 2020, location: false } }],
    ['the legal box unticked', { legal: false }],
    ['the privacy box unticked', { acceptPolicy: false }],
  ])('refuses %s with a listSignUp or validation code', async (_why, change) => {
    const member = await newMember();
    const reward = (await seededProjects()).Limpieza!.reward!;
    const refused = await member.as('/api/form-participations', { method: 'POST', json: valid(reward.documentId, change) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toMatch(/^(listSignUp\.errors\.(required|invalid)|validation\.invalid)$/);
    expect((await member.as(`/api/form-participations?documentId=${reward.documentId}`)).body.data).toEqual([]);
  });

  it('refuses a reward that is entered with DIDs', async () => {
    const member = await newMember();
    const reward = (await seededProjects()).Huertos!.reward!;
    const refused = await member.as('/api/form-participations', { method: 'POST', json: valid(reward.documentId) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('formParticipation.notAFormReward');
  });
});
