import { describe, expect, it } from 'vitest';
import { balanceOf, newMember, seededProjects } from './members';

describe('votes (POST /api/user-project-supports)', () => {
  it('casts a vote, awards the vote challenge once, and lists it with the project name', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const before = await balanceOf(member);

    const cast = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
    expect(cast.status).toBe(201);
    expect(cast.body.data).toMatchObject({ support: 1, project: { documentId: Huertos!.documentId } });
    expect(await balanceOf(member)).toBe(before + 10);

    const list = await member.as('/api/user-project-supports?locale=en');
    expect(list.body.data).toEqual([
      expect.objectContaining({ support: 1, project: { documentId: Huertos!.documentId, name: 'Urban gardens in Nou Barris', project_type: 'humans' } }),
    ]);
    // The app's query (spec §7: populate all) answers the same list.
    const populated = await member.as('/api/user-project-supports?populate=all&locale=en');
    expect(populated.status).toBe(200);
    expect(populated.body.data).toEqual(list.body.data);
  });

  it('answers a replay of the same vote with the first result, without a second award', async () => {
    const member = await newMember();
    const { Comedor } = await seededProjects();
    const vote = { data: { support: -1, project: Comedor!.documentId } };
    const first = await member.as('/api/user-project-supports', { method: 'POST', json: vote });
    const balance = await balanceOf(member);
    const again = await member.as('/api/user-project-supports', { method: 'POST', json: vote });
    expect(again.status).toBe(200);
    expect(again.body.data.documentId).toBe(first.body.data.documentId);
    expect(await balanceOf(member)).toBe(balance);
  });

  it('refuses a different second vote with vote.alreadyVoted', async () => {
    const member = await newMember();
    const { Bibliotecas } = await seededProjects();
    await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Bibliotecas!.documentId } } });
    const other = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: -1, project: Bibliotecas!.documentId } } });
    expect(other.status).toBe(409);
    expect(other.body.error.details.code).toBe('vote.alreadyVoted');
    expect((await member.as('/api/user-project-supports')).body.data).toHaveLength(1);
  });

  it.each([
    ['voting has ended', 'Rutas'],
    ['the project is coming soon', 'Reforestación'],
    ['the project is approved, not published', 'Banco'],
  ])('refuses when %s', async (_why, key) => {
    const member = await newMember();
    const project = (await seededProjects())[key]!;
    const refused = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: project.documentId } } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('vote.votingClosed');
    expect((await member.as('/api/user-project-supports')).body.data).toEqual([]);
  });

  it('answers 404 for a project that does not exist', async () => {
    const member = await newMember();
    const refused = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: 'abcdefghijklmnopqrstuvwx' } } });
    expect(refused.status).toBe(404);
    expect(refused.body.error.details.code).toBe('project.notFound');
  });

  it('stores one vote and pays once for 10 parallel replays of one vote', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const before = await balanceOf(member);
    const vote = { data: { support: 1, project: Huertos!.documentId } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.as('/api/user-project-supports', { method: 'POST', json: vote })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.documentId)).size).toBe(1);
    expect((await member.as('/api/user-project-supports')).body.data).toHaveLength(1);
    expect(await balanceOf(member)).toBe(before + 10);
  });

  it('is refused without a token', async () => {
    const { Huertos } = await seededProjects();
    const { apiClient } = await import('./client');
    const refused = await apiClient().call('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
    expect([401, 403]).toContain(refused.status);
  });
});
