import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newMember, seededProjects } from './members';

const statements = (response: { headers: Headers }) => Number(response.headers.get('X-Chispa-Queries'));
// On PostgreSQL a member's write also locks the member's row (SELECT … FOR UPDATE); on SQLite the
// one writer is the lock. BEGIN and COMMIT are counted on both.
const memberLock = process.env.CHISPA_TEST_DATABASE === 'postgres' ? 1 : 0;

// Issue 18: what one vote costs the database. Before, a member's request read the member twice,
// the API tokens, the settings and the role's permissions (7 statements) before any work; a replay
// took 11 statements, a fresh vote 30 and a draw entry 23. The counts below are what is left, on SQLite and PostgreSQL.
describe('the vote path, counted in SQL statements', () => {
  it('a replay reads the member with the role (one statement) and the vote, and follows the project (an insert that leaves a row there alone)', async () => {
    const member = await newMember();
    const { Comedor } = await seededProjects();
    const vote = { data: { support: 1, project: Comedor!.documentId } };
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: vote })).status).toBe(201);

    const replay = await member.as('/api/user-project-supports', { method: 'POST', json: vote });
    expect(replay.status).toBe(200);
    expect(statements(replay)).toBe(3);
  });

  it('a fresh vote writes the vote and its award in one statement on PostgreSQL (8 on SQLite), then its follow (one more), with no lock on either engine', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const vote = { data: { support: 1, project: Huertos!.documentId } };
    // Another member's vote first: the project's voting window and the challenge are then known.
    await (await newMember()).as('/api/user-project-supports', { method: 'POST', json: vote });

    const cast = await member.as('/api/user-project-supports', { method: 'POST', json: vote });
    expect(cast.status).toBe(201);
    // The member with the role (1), the replay check, then the vote and its link, the award and its
    // link: one statement on PostgreSQL, four inserts between BEGIN and COMMIT on SQLite; then the
    // project followed (one indexed insert). The vote's and the award's keys are unique in the
    // database, so nothing is read or locked before they are written.
    expect(statements(cast)).toBe(process.env.CHISPA_TEST_DATABASE === 'postgres' ? 4 : 9);
  });

  it('a draw entry checks the vote and the balance and writes the entry and its debit in at most 11 statements (and the lock)', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
    const enter = () =>
      member.as('/api/participations', { method: 'POST', json: { rewardId: Huertos!.reward!.documentId, amount: 1 }, headers: { 'Idempotency-Key': randomUUID() } });
    expect((await enter()).status).toBe(201); // the reward is known from now on

    const entry = await enter();
    expect(entry.status).toBe(201);
    expect(statements(entry)).toBeLessThanOrEqual(11 + memberLock);
  });

  it('a member request reads no API token, settings or permissions once the role is known', async () => {
    const member = await newMember();
    await member.as('/api/users/me');
    const me = await member.as('/api/user-project-supports');
    expect(me.status).toBe(200);
    // The member with the role (1), the votes, their projects' names.
    expect(statements(me)).toBeLessThanOrEqual(3);
  });

  it("the app's profile request reads the member with the role and their picture, nothing else", async () => {
    const member = await newMember();
    const profile = await member.as('/api/users/me?populate=all&locale=es');
    expect(profile.status).toBe(200);
    expect(statements(profile)).toBe(2);
  });
});
