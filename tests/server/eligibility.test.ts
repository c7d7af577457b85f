import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { censusLine, makeCodes, uploadCensus, verifyByCensus, verifyByCode, type CensusLine } from './eligibility-helpers';
import { balanceOf, newMember, registration, seededProjects, type Member } from './members';

const RULES = '/content-manager/single-types/api::eligibility.eligibility';
const REWARD = 'api::reward.reward';
const PROJECT = 'api::project.project';

let editor: Editor;
let lines: CensusLine[];
const made: Array<[string, string]> = [];

beforeAll(async () => {
  editor = await signInEditor();
  lines = Array.from({ length: 12 }, () => censusLine());
  lines.push(censusLine({ postalCode: '08001' }), censusLine({ birthDate: '2015-01-01' }));
  // Revoking what the census no longer lists starts this file with no member verified by another
  // file's census (hostile-findings-eligibility.ts verifies one), whichever ran first.
  const uploaded = await uploadCensus(editor, lines, 'revoke');
  expect(uploaded).toMatchObject({ rows: lines.length, skipped: 0 });
});
afterAll(async () => {
  await editor.call(RULES, { method: 'PUT', json: { welcomeRequirement: 'anyMember', referralRequirement: 'anyMember', referralsPerMonth: 10 } });
  for (const [uid, documentId] of made.sort(([a]) => (a === PROJECT ? -1 : 1))) await editor.remove(uid, documentId);
});

const register = (email: string, extra: Record<string, unknown> = {}) => apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(email, extra) });
const refused = (answer: { status: number; body: any }) => [answer.status, answer.body?.error?.details?.code];
const verifiedOnly = async () => {
  const { Un } = await seededProjects();
  return { project: Un!.documentId, reward: Un!.reward!.documentId };
};

describe('one person, one account: brakes that need no verification (issue 49)', () => {
  // Refusals at sign-up are rows of the hostile suite (hostile-findings-eligibility.ts); here, what else they mean.
  it('refuses an address at a disposable mail service under a subdomain too, and as a new e-mail', async () => {
    expect(refused(await register(`x-${randomUUID()}@sub.mailinator.com`))).toEqual([400, 'registration.errors.disposableEmail']);
    const member = await newMember();
    const changed = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: 'A', lastName: 'B', email: `y-${randomUUID()}@yopmail.com` } });
    expect(refused(changed)).toEqual([400, 'editProfile.errors.disposableEmail']);
  });

  it('refuses a challenge that is not one, or whose solution was altered', async () => {
    const email = `reto-${randomUUID()}@chispa.test`;
    expect(refused(await register(email, { altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }))).toEqual([400, 'challenge.required']);
    expect(refused(await register(email, { altcha: 'not base64 at all %%%' }))).toEqual([400, 'challenge.required']);
    const { solvedChallenge } = await import('../../scripts/lib/proof-of-work.mjs');
    const { inject } = await import('vitest');
    const solved = await solvedChallenge(inject('strapiUrl'));
    const forged = JSON.parse(Buffer.from(solved, 'base64').toString());
    forged.solution.counter += 1;
    expect(refused(await register(email, { altcha: Buffer.from(JSON.stringify(forged)).toString('base64') }))).toEqual([400, 'challenge.failed']);
    expect((await register(email, { altcha: solved })).status).toBe(200);
  });

  it('records the declaration of being 14 or older with its time, and refuses a sign-up that leaves it out', async () => {
    const { ageDeclaration: _left, ...without } = registration(`sin-${randomUUID()}@chispa.test`) as Record<string, unknown>;
    expect(refused(await apiClient().call('/api/auth/local/register', { method: 'POST', json: without }))).toEqual([400, 'validation.invalid']);
    const member = await newMember();
    const fourteen = new Date(Date.now() - 14.1 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const saved = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: 'A', lastName: 'B', email: member.email, birthDate: fourteen } });
    expect(saved.status).toBe(200);
    const data = await member.as('/api/member-data');
    expect(data.body.consents.fourteenOrOlderDeclaredAt).toBeTruthy();
  });
});

describe('verifying a member (issue 49)', () => {
  it('by census: the document normalised, its check letter checked, a line used once, a minor refused', async () => {
    const [first, second] = [await newMember(), await newMember()];
    const line = lines[0]!;
    const messy = { ...line, documentNumber: ` ${line.documentNumber.slice(0, 2)}.${line.documentNumber.slice(2, 5)}-${line.documentNumber.slice(5).toLowerCase()} `, birthDate: line.birthDate.split('-').reverse().join('/') };
    const wrongLetter = { ...line, documentNumber: `${line.documentNumber.slice(0, 8)}${line.documentNumber.endsWith('A') ? 'B' : 'A'}` };
    expect(refused(await verifyByCensus(first, wrongLetter))).toEqual([400, 'verification.census.checkLetter']);
    expect(refused(await verifyByCensus(first, { ...line, birthDate: '1985-03-08' }))).toEqual([404, 'verification.census.notListed']);
    const verified = await verifyByCensus(first, messy);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({ method: 'census' });
    expect((await first.as('/api/verification')).body.data).toMatchObject({ method: 'census', offered: { census: true } });
    expect(refused(await verifyByCensus(second, line))).toEqual([409, 'verification.census.taken']);
    const minor = lines.at(-1)!;
    expect(refused(await verifyByCensus(second, minor))).toEqual([409, 'age.under14']);
    const withPostal = lines.at(-2)!;
    expect(refused(await verifyByCensus(second, { ...withPostal, postalCode: undefined }))).toEqual([400, 'verification.census.postalCodeRequired']);
    expect(refused(await verifyByCensus(second, { ...withPostal, postalCode: '08002' }))).toEqual([404, 'verification.census.notListed']);
    expect((await verifyByCensus(second, withPostal)).status).toBe(200);
  });

  it('by invitation code: read without case or separators, single-use', async () => {
    const [code] = await makeCodes(editor, 1);
    const [first, second] = [await newMember(), await newMember()];
    expect(refused(await verifyByCode(first, 'ABCD-EFGH'))).toEqual([400, 'verification.code.format']);
    expect(refused(await verifyByCode(first, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ'))).toEqual([404, 'verification.code.notFound']);
    expect((await verifyByCode(first, code!.toLowerCase().replace(/-/g, ' '))).status).toBe(200);
    expect((await first.as('/api/users/me')).body).toMatchObject({ verificationMethod: 'code' });
    expect(refused(await verifyByCode(second, code!))).toEqual([409, 'verification.code.used']);
  });

  it('throttles guessing: codes and census lines, per member and per client', async () => {
    const member = await newMember();
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await verifyByCode(member, 'ZZZZ-ZZZZ-ZZZZ-ZZZ' + 'ABCDEFGHJKMN'[i])).status);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    expect((await verifyByCensus(member, lines[1]!)).status).toBe(429);
  });

  it('keeps a deleted account’s census line used: the same person cannot verify a second account with it', async () => {
    const member = await newMember();
    expect((await verifyByCensus(member, lines[2]!)).status).toBe(200);
    expect((await member.as('/api/account-deletion', { method: 'POST', json: { password: member.password } })).status).toBe(200);
    expect(refused(await verifyByCensus(await newMember(), lines[2]!))).toEqual([409, 'verification.census.taken']);
  });

  it('lets an editor revoke a verification with a note, kept with their name; the line is freed for its owner', async () => {
    const member = await newMember();
    expect((await verifyByCensus(member, lines[3]!)).status).toBe(200);
    const revoked = await editor.call('/campaign/verification/revoke', { method: 'POST', json: { email: member.email, note: 'Los datos eran de su vecina' } });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((await member.as('/api/users/me')).body.verificationMethod).toBeNull();
    const history = (await member.as('/api/member-data')).body.verification.history;
    expect(history).toEqual([expect.objectContaining({ method: 'census', revokeNote: 'Los datos eran de su vecina' })]);
    expect(JSON.stringify(await member.as('/api/member-data'))).not.toMatch(/[0-9a-f]{64}/);
    const records = await editor.call(`/content-manager/collection-types/api::verification.verification?filters[$and][0][revokeNote][$eq]=${encodeURIComponent('Los datos eran de su vecina')}`);
    expect(records.body.results[0]).toMatchObject({ revokedBy: 'admin@chispa.test' });
    expect((await verifyByCensus(await newMember(), lines[3]!)).status).toBe(200);
  });

  it('never lets an admin role type a verification in', async () => {
    const member = await newMember();
    const page = await editor.call(`/content-manager/collection-types/plugin::users-permissions.user?filters[$and][0][email][$eq]=${encodeURIComponent(member.email)}`);
    const saved = await editor.call(`/content-manager/collection-types/plugin::users-permissions.user/${page.body.results[0].documentId}`, { method: 'PUT', json: { verificationMethod: 'census', verifiedAt: new Date().toISOString() } });
    expect(refused(saved)).toEqual([403, 'record.serverWritten']);
    const blocked = await editor.call(`/content-manager/collection-types/plugin::users-permissions.user/${page.body.results[0].documentId}`, { method: 'PUT', json: { blocked: false, verificationMethod: null } });
    expect(blocked.status).toBe(200);
  });

  it('replaces the census: members no longer listed stay verified or lose it, as the editor chooses', async () => {
    const [kept, dropped] = [await newMember(), await newMember()];
    expect((await verifyByCensus(kept, lines[4]!)).status).toBe(200);
    expect((await verifyByCensus(dropped, lines[5]!)).status).toBe(200);
    // Lines claimed by members of other test files, no longer listed since this file's census: counted too.
    const before = (await uploadCensus(editor, lines, 'keep')).membersKept;
    const next = lines.filter((line) => line !== lines[4] && line !== lines[5]);
    expect(await uploadCensus(editor, next, 'keep')).toMatchObject({ membersKept: before + 2, membersRevoked: 0 });
    expect((await kept.as('/api/users/me')).body.verificationMethod).toBe('census');
    expect(refused(await verifyByCensus(await newMember(), lines[4]!))).toEqual([409, 'verification.census.taken']);
    const after = await uploadCensus(editor, next.filter((line) => line !== lines[6]), 'revoke');
    expect(after).toMatchObject({ membersRevoked: before + 2 });
    expect((await kept.as('/api/users/me')).body.verificationMethod).toBeNull();
    expect((await dropped.as('/api/users/me')).body.verificationMethod).toBeNull();
    expect(refused(await verifyByCensus(await newMember(), lines[6]!))).toEqual([404, 'verification.census.notListed']);
    await uploadCensus(editor, lines, 'keep');
  });

  it('writes a census longer than one statement takes, a person listed twice counted as a line each', async () => {
    // Over SQLite's 500 terms in a statement and with a duplicate inside one batch (PostgreSQL refuses that upsert).
    const many = [...lines, lines[0]!, ...Array.from({ length: 1200 }, () => censusLine())];
    expect(await uploadCensus(editor, many)).toMatchObject({ rows: many.length, skipped: 0 });
    const member = await newMember();
    expect((await verifyByCensus(member, many.at(-1)!)).status).toBe(200);
  });

  it('skips and names lines it cannot read, and refuses a file without the columns it needs', async () => {
    const result = await uploadCensus(editor, [...lines, { documentNumber: '12345678A', birthDate: '1980-01-01' }, { documentNumber: lines[0]!.documentNumber, birthDate: '31/02/1980' }]);
    expect(result.skipped).toBe(2);
    expect(result.skips.map((skip) => skip.reason)).toEqual(['checkLetter', 'birthDate']);
    const response = await fetch(`${(await import('vitest')).inject('strapiUrl')}/campaign/census?whenUnlisted=keep`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editor.token()}`, 'Content-Type': 'application/octet-stream' },
      body: 'nombre;apellidos\nAna;García\n',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details.code).toBe('census.header');
  });
});

describe('requirements held by the server on every path (issue 49)', () => {
  it('refuses a vote on a verified-only project to an unverified member, directly and when replayed, and takes it once verified', async () => {
    const { project } = await verifiedOnly();
    const member = await newMember();
    const vote = () => member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } } });
    expect(refused(await vote())).toEqual([409, 'verification.required']);
    expect((await vote()).body.error.details).toMatchObject({ requirement: 'verified', action: 'vote' });
    const before = await balanceOf(member);
    expect((await verifyByCensus(member, lines[7]!)).status).toBe(200);
    expect((await vote()).status).toBe(201);
    expect(await balanceOf(member)).toBeGreaterThan(before);
  });

  it('refuses a DIDs entry on a verified-only reward, alone and in a batch, and takes the same entry once verified', async () => {
    const { project, reward } = await verifiedOnly();
    const [code] = await makeCodes(editor, 1);
    const member = await newMember();
    const key = randomUUID();
    const entry = { rewardId: reward, amount: 1, locale: 'es' };
    expect(refused(await member.as('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': key } }))).toEqual([409, 'verification.required']);
    const batch = await member.as('/api/participations/batch', { method: 'POST', json: { entries: [{ key, body: entry }] } });
    expect(batch.body.data[0]).toMatchObject({ status: 409, body: { error: { details: { code: 'verification.required', action: 'entry' } } } });
    const balance = await balanceOf(member);
    expect((await verifyByCode(member, code!)).status).toBe(200);
    await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } } });
    // The same entry, replayed from the outbox with its key: taken now, once.
    expect((await member.as('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': key } })).status).toBe(201);
    expect((await member.as('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': key } })).status).toBe(200);
    expect(await balanceOf(member)).toBe(balance + 10 - 10);
  });

  it('refuses a sign-up to a reward whose editor asked for census verification, to a member verified by code too', async () => {
    const { Limpieza } = await seededProjects();
    const partner = (await apiClient().call(`/api/projects/${Limpieza!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
    const reward = await editor.saveDraft(REWARD, null, { title: `Censo ${randomUUID()}`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: '2099-01-01T00:00:00.000Z', signupRequirement: 'census' });
    made.push([REWARD, reward.documentId]);
    const project = await editor.saveDraft(PROJECT, null, {
      name: `Censo ${randomUUID()}`, location: 'Soria', currentstatus: 'published', project_type: 'form', voting_start: '2020-01-01', voting_end: '2099-01-01', card_visible: false,
      partner: { connect: [{ documentId: partner, locale: 'es' }] }, reward: { connect: [{ documentId: reward.documentId, locale: 'es' }] },
    });
    made.push([PROJECT, project.documentId]);
    for (const [uid, id] of [[PROJECT, project.documentId], [REWARD, reward.documentId]] as const) await editor.call(`/content-manager/collection-types/${uid}/${id}/actions/publish?locale=es`, { method: 'POST', json: {} });
    const signUp = { rewardId: reward.documentId, city: 'Soria', phone: '+34 600 000 000', option: 1, legal: true, acceptPolicy: true, locale: 'es' };
    const [code] = await makeCodes(editor, 1);
    const member = await newMember();
    expect((await verifyByCode(member, code!)).status).toBe(200);
    expect(refused(await member.as('/api/form-participations', { method: 'POST', json: signUp }))).toEqual([409, 'verification.required']);
    expect((await verifyByCensus(member, lines[8]!)).status).toBe(200);
    expect((await member.as('/api/form-participations', { method: 'POST', json: signUp })).status).toBe(201);
  });

  it('holds the welcome and referral DIDs until verification where the organiser requires it, and caps referrals per month', async () => {
    expect((await editor.call(RULES, { method: 'PUT', json: { welcomeRequirement: 'verified', referralRequirement: 'verified', referralsPerMonth: 1 } })).status).toBe(200);
    const referrer = await newMember();
    expect(await balanceOf(referrer)).toBe(0);
    expect((await verifyByCensus(referrer, lines[9]!)).status).toBe(200);
    expect(await balanceOf(referrer)).toBe(50);
    const code = (await referrer.as('/api/users/me')).body.referralCode;
    const [first, second] = [await newMember({ referenceCode: code }), await newMember({ referenceCode: code })];
    expect(await balanceOf(first)).toBe(0);
    expect(await balanceOf(referrer)).toBe(50);
    expect((await verifyByCensus(first, lines[10]!)).status).toBe(200);
    expect(await balanceOf(first)).toBe(50);
    expect(await balanceOf(referrer)).toBe(80);
    // The month's cap: one referral.
    expect((await verifyByCensus(second, lines[11]!)).status).toBe(200);
    expect(await balanceOf(second)).toBe(50);
    expect(await balanceOf(referrer)).toBe(80);
    await editor.call(RULES, { method: 'PUT', json: { welcomeRequirement: 'anyMember', referralRequirement: 'anyMember', referralsPerMonth: 10 } });
  });
});

describe('editors see who took part (issue 49)', () => {
  it('counts verified members by method, splits tallies, and names each entry’s verification in the CSV', async () => {
    const overview = (await editor.call('/campaign/verification')).body.data;
    expect(overview.members.census).toBeGreaterThan(0);
    expect(overview.members.code).toBeGreaterThan(0);
    const { project, reward } = await verifiedOnly();
    const row = (await editor.call('/campaign/projects')).body.data.find((p: { documentId: string }) => p.documentId === project);
    expect(row.verified.total).toBe(row.total);
    expect(row.total).toBeGreaterThan(0);
    const csv = (await editor.call(`/campaign/rewards/${reward}/entries?format=csv`)).body as string;
    expect(csv.split('\r\n')[0]).toContain('Verificación');
    expect(csv).toMatch(/código de invitación/);
    const projects = (await editor.call('/campaign/projects?format=csv')).body as string;
    expect(projects.split('\r\n')[0]).toContain('Votos verificados');
  });

  it('is refused to an Author', async () => {
    const { adminWithRole } = await import('./campaign-helpers');
    const author = await adminWithRole(editor, 'strapi-author');
    expect((await author.call('/campaign/verification')).status).toBe(403);
    expect((await author.call('/campaign/codes', { method: 'POST', json: { count: 1, label: 'x' } })).status).toBe(403);
  });
});

export type { Member };
