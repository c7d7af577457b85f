import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { balanceOf, newMember, seededProjects, type Member } from './members';
import { adminWithRole, parseCsv } from './campaign-helpers';
import { deadlockWitness, serverPostgres } from './scratch-database';

const REWARD = 'api::reward.reward';
const PROJECT = 'api::project.project';
const MARK = `CAMPAÑA${Date.now()}`;
// Everything a spreadsheet can trip on: a formula start, quotes, a comma, a line break, accents.
const AWKWARD_NAME = `=HYPERLINK("x") ${MARK}, "Núñez"\ny compañía`;

let editor: Editor;
let partner: string;
let project: string;
let reward: string;
const made: Array<[uid: string, documentId: string]> = [];

const publish = async (uid: string, documentId: string) =>
  expect((await editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);

async function rewardClosingIn(closesInMs: number) {
  const saved = await editor.saveDraft(REWARD, null, { title: `${MARK} premio ${closesInMs}`, cost: 2, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: new Date(Date.now() + closesInMs).toISOString() });
  made.push([REWARD, saved.documentId]);
  return saved.documentId;
}
async function projectWith(rewardId: string, name: string, type: 'humans' | 'form' = 'humans') {
  const saved = await editor.saveDraft(PROJECT, null, {
    name,
    location: 'Valencia',
    currentstatus: 'published',
    project_type: type,
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
    reward: { connect: [{ documentId: rewardId, locale: 'es' }] },
  });
  made.push([PROJECT, saved.documentId]);
  await publish(PROJECT, saved.documentId);
  await publish(REWARD, rewardId);
  return saved.documentId;
}

const vote = async (member: Member, support: 1 | -1, projectId = project) =>
  expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support, project: projectId } } })).status).toBe(201);
const enter = (member: Member, rewardId: string, amount: number, key = randomUUID()) =>
  member.as('/api/participations', { method: 'POST', json: { rewardId, amount, locale: 'es' }, headers: { 'Idempotency-Key': key } });
const correction = (email: string, amount: number, requestId = randomUUID()) =>
  editor.call('/campaign/corrections', { method: 'POST', json: { email, amount, note: 'Compensación por un fallo', requestId } });
const cancel = (entry: string) => editor.call(`/campaign/entries/${entry}/cancel`, { method: 'POST', json: { note: 'Pidió anularla' } });

beforeAll(async () => {
  editor = await signInEditor();
  partner = (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
  reward = await rewardClosingIn(24 * 60 * 60 * 1000);
  project = await projectWith(reward, AWKWARD_NAME);
});

// Other files read the seeded lists: what this one made goes (projects first, then their rewards).
afterAll(async () => {
  for (const [uid, documentId] of made.sort(([a], [b]) => (a === PROJECT ? -1 : b === PROJECT ? 1 : 0))) await editor.remove(uid, documentId);
});

describe('member records in the admin panel', () => {
  it('refuses every write an editor tries on votes, DIDs records, entries and sign-ups', async () => {
    const member = await newMember();
    await vote(member, 1);
    expect((await enter(member, reward, 1)).status).toBe(201);
    const uids = ['api::did-record.did-record', 'api::user-project-support.user-project-support', 'api::participation.participation', 'api::form-participation.form-participation'];
    for (const uid of uids) {
      const base = `/content-manager/collection-types/${uid}`;
      const created = await editor.call(base, { method: 'POST', json: { user: { connect: [{ id: member.user.id }] } } });
      expect(created.status, `${uid} create: ${JSON.stringify(created.body)}`).toBe(403);
      const listed = await editor.call(`${base}?page=1&pageSize=1&sort=id:DESC`);
      expect(listed.status).toBe(200);
      const existing = listed.body.results[0]?.documentId as string | undefined;
      if (!existing) continue; // no sign-up in this database yet: creating one was refused above
      const writes = [
        editor.call(`${base}/${existing}`, { method: 'PUT', json: {} }),
        editor.call(`${base}/${existing}`, { method: 'DELETE' }),
        editor.call(`${base}/actions/bulkDelete`, { method: 'POST', json: { documentIds: [existing] } }),
        editor.call(`${base}/clone/${existing}`, { method: 'POST', json: {} }),
      ];
      for (const write of await Promise.all(writes)) expect(write.status, `${uid}: ${JSON.stringify(write.body)}`).toBe(403);
      expect((await editor.call(`${base}/${existing}`)).status).toBe(200);
    }
  });

  it('refuses moving DIDs records between members from a member’s page, and still saves the page otherwise', async () => {
    const [giver, taker] = [await newMember(), await newMember()];
    const before = [await balanceOf(giver), await balanceOf(taker)];
    const records = await editor.call(`/content-manager/relations/plugin::users-permissions.user/${(await editor.member(giver.email)).documentId}/did_records`);
    expect(records.status, JSON.stringify(records.body)).toBe(200);
    const record = records.body.results[0];
    const users = '/content-manager/collection-types/plugin::users-permissions.user';
    const taking = await editor.call(`${users}/${(await editor.member(taker.email)).documentId}`, { method: 'PUT', json: { did_records: { connect: [{ id: record.id }], disconnect: [] } } });
    expect(taking.status, JSON.stringify(taking.body)).toBe(403);
    const dropping = await editor.call(`${users}/${(await editor.member(giver.email)).documentId}`, { method: 'PUT', json: { did_records: { connect: [], disconnect: [{ id: record.id }] } } });
    expect(dropping.status).toBe(403);
    expect([await balanceOf(giver), await balanceOf(taker)]).toEqual(before);
    const renamed = await editor.call(`${users}/${(await editor.member(taker.email)).documentId}`, { method: 'PUT', json: { lastName: 'Renombrado', did_records: { connect: [], disconnect: [] } } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });
});

describe('the campaign view (/campaign)', () => {
  it('is for signed-in editors holding its permission: an Author is refused, an Editor reads it', async () => {
    expect((await apiClient().call('/campaign/projects')).status).toBe(401);
    const author = await adminWithRole(editor, 'strapi-author');
    expect((await author.call('/campaign/projects')).status).toBe(403);
    expect((await author.call('/campaign/corrections', { method: 'POST', json: {} })).status).toBe(403);
    const editorRole = await adminWithRole(editor, 'strapi-editor');
    expect((await editorRole.call('/campaign/projects')).status).toBe(200);
    expect((await editorRole.call('/campaign/rewards')).status).toBe(200);
    // The content manager offers Editors no "create" or "save" on records the server alone writes.
    const held = (await editorRole.call('/admin/users/me/permissions')).body.data as Array<{ action: string; subject: string | null }>;
    const on = (subject: string) => held.filter((p) => p.subject === subject).map((p) => p.action.split('.').pop());
    expect(on('api::did-record.did-record')).toEqual(['read']);
    expect(on('api::participation.participation')).toEqual(['read']);
    expect(on('api::project.project')).toEqual(expect.arrayContaining(['create', 'read', 'update']));
    const member = await newMember();
    expect((await member.as('/campaign/projects')).status).toBe(401);
  });

  it('counts each project’s votes, in total and per Madrid day', async () => {
    const voters = await Promise.all([newMember(), newMember(), newMember()]);
    await vote(voters[0]!, 1);
    await vote(voters[1]!, 1);
    await vote(voters[2]!, -1);
    const { body } = await editor.call('/campaign/projects');
    const row = body.data.find((p: { documentId: string }) => p.documentId === project);
    expect(row.positive - row.negative).toBeGreaterThanOrEqual(1);
    const days = await editor.call(`/campaign/projects/${project}/days`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const day = days.body.data.find((d: { day: string }) => d.day === today);
    expect(day).toMatchObject({ positive: row.positive, negative: row.negative, total: row.total });
    expect(days.body.data.reduce((sum: number, d: { total: number }) => sum + d.total, 0)).toBe(row.total);
    // The titles the content manager's lists show in place of documentIds.
    const titles = (await editor.call('/campaign/titles')).body.data;
    expect(titles.projects[project]).toBe(AWKWARD_NAME);
    expect(titles.rewards[reward]).toMatch(MARK);
  });

  it('exports votes as a CSV a spreadsheet opens: BOM, Spanish headers, quotes, commas, line breaks, accents, no formula', async () => {
    const answer = await editor.download('/campaign/projects?format=csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="votos-por-proyecto-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.bytes).slice(1));
    expect(rows[0]).toEqual([
      'Proyecto', 'Tipo', 'Estado', 'Publicado', 'Inicio de la votación', 'Fin de la votación', 'A favor (u opción 2)', 'En contra (u opción 1)', 'Votos',
      'Verificados a favor (u opción 2)', 'Verificados en contra (u opción 1)', 'Votos verificados', 'Opción 1 (lookwhat)', 'Opción 2 (lookwhat)',
    ]);
    const { body } = await editor.call('/campaign/projects');
    const json = body.data.find((p: { documentId: string }) => p.documentId === project);
    const row = rows.find((cells) => cells[0]?.includes(MARK));
    expect(row).toEqual([
      `'${AWKWARD_NAME}`, 'humans', 'published', 'sí', '2020-01-01', '2099-01-01', String(json.positive), String(json.negative), String(json.total),
      String(json.verified.positive), String(json.verified.negative), String(json.verified.total), '', '',
    ]);
    // Every row has the header's width: no quote or line break split a row.
    for (const cells of rows) expect(cells).toHaveLength(rows[0]!.length);
  });

  it('lists and exports a reward’s entries with their members, and its figures', async () => {
    const member = await newMember({ firstName: '@SUM(A1)', lastName: 'Ibáñez; "Toño"' });
    await vote(member, 1);
    expect((await enter(member, reward, 2)).status).toBe(201);
    const entries = (await editor.call(`/campaign/rewards/${reward}/entries`)).body.data;
    expect(entries.find((e: { member: { email: string } }) => e.member.email === member.email)).toMatchObject({ tickets: 2, dids: 4, locale: 'es' });
    const figures = (await editor.call('/campaign/rewards')).body.data.find((r: { documentId: string }) => r.documentId === reward);
    const tickets = entries.reduce((sum: number, e: { tickets: number }) => sum + e.tickets, 0);
    expect(figures).toMatchObject({ entries: entries.length, tickets, didsSpent: tickets * 2, project: { documentId: project } });
    const csv = parseCsv(((await editor.call(`/campaign/rewards/${reward}/entries?format=csv`)).body as string));
    expect(csv[0]).toEqual(['Fecha', 'Nombre', 'Apellidos', 'E-mail', 'Verificación', 'Papeletas', 'DIDs', 'Idioma']);
    expect(csv.find((cells) => cells[3] === member.email)?.slice(1)).toEqual(["'@SUM(A1)", 'Ibáñez; "Toño"', member.email, 'sin verificar', '2', '4', 'es']);
  });

  it('pages a reward’s entries and sign-ups: bounded pages, oldest first, a total, the next page’s key, 400 for a page asked wrongly', async () => {
    const pagedReward = await rewardClosingIn(24 * 60 * 60 * 1000);
    const pagedProject = await projectWith(pagedReward, `${MARK} páginas`);
    const members = await Promise.all([0, 1, 2, 3, 4].map(() => newMember()));
    for (const member of members) {
      await vote(member, 1, pagedProject);
      expect((await enter(member, pagedReward, 1)).status).toBe(201);
    }
    const pages: Array<{ emails: string[]; page: { after: number; limit: number; total: number; next: number | null } }> = [];
    for (let after = 0; pages.length < 5; ) {
      const answer = await editor.call(`/campaign/rewards/${pagedReward}/entries?after=${after}&limit=2`);
      expect(answer.status).toBe(200);
      pages.push({ emails: answer.body.data.map((e: { member: { email: string } }) => e.member.email), page: answer.body.meta.page });
      if (answer.body.meta.page.next === null) break;
      after = answer.body.meta.page.next;
    }
    expect(pages.map(({ emails }) => emails.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(({ emails }) => emails)).toEqual(members.map((m) => m.email));
    expect(pages.map(({ page }) => [page.limit, page.total])).toEqual([[2, 5], [2, 5], [2, 5]]);
    expect(pages[2]!.page.next).toBeNull();
    // No page asked: the first, of the default size, whole here.
    const first = await editor.call(`/campaign/rewards/${pagedReward}/entries`);
    expect(first.body.meta.page).toEqual({ after: 0, limit: 100, total: 5, next: null });
    expect(first.body.data).toHaveLength(5);
    for (const wrong of ['limit=0', 'limit=501', 'limit=dos', 'after=-1', 'after=1.5', 'limit=1&limit=2']) {
      const refused = await editor.call(`/campaign/rewards/${pagedReward}/entries?${wrong}`);
      expect([wrong, refused.status]).toEqual([wrong, 400]);
    }

    const formReward = await rewardClosingIn(24 * 60 * 60 * 1000);
    await projectWith(formReward, `${MARK} inscripciones en páginas`, 'form');
    for (const member of members.slice(0, 3)) {
      const signed = await member.as('/api/form-participations', { method: 'POST', json: { rewardId: formReward, city: 'Valencia', phone: '600 111 222', option: 1, legal: true, acceptPolicy: true, locale: 'es' } });
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    }
    const signUps1 = await editor.call(`/campaign/rewards/${formReward}/sign-ups?limit=2`);
    expect(signUps1.body.data.signUps.map((s: { member: { email: string } }) => s.member.email)).toEqual(members.slice(0, 2).map((m) => m.email));
    expect(signUps1.body.meta.page).toMatchObject({ limit: 2, total: 3, next: expect.any(Number) });
    const signUps2 = await editor.call(`/campaign/rewards/${formReward}/sign-ups?limit=2&after=${signUps1.body.meta.page.next}`);
    expect(signUps2.body.data.signUps.map((s: { member: { email: string } }) => s.member.email)).toEqual([members[2]!.email]);
    expect(signUps2.body.data.questions).toEqual(signUps1.body.data.questions);
    expect(signUps2.body.meta.page).toMatchObject({ total: 3, next: null });
  });

  it('lists and exports a form reward’s sign-ups: a column per question, choices by their label, awkward answers intact', async () => {
    const formReward = await rewardClosingIn(24 * 60 * 60 * 1000);
    const signupQuestions = [
      { key: 'city', label: 'Ciudad', kind: 'text', required: true, maxLength: 225 },
      { key: 'phone', label: 'Teléfono', kind: 'phone', required: true, minLength: 8, maxLength: 40 },
      { key: 'shift', label: 'Turno, "mañana" o tarde', kind: 'choice', required: true, choices: '1 | Mañana | Morning\n2 | Tarde | Afternoon' },
      { key: 'notes', label: 'Comentarios', kind: 'text', required: false, maxLength: 500 },
    ];
    expect((await editor.call(`/content-manager/collection-types/${REWARD}/${formReward}?locale=es`, { method: 'PUT', json: { signupQuestions } })).status).toBe(200);
    await projectWith(formReward, `${MARK} inscripción`, 'form');
    const member = await newMember({ firstName: 'José Ángel' });
    const notes = '=cmd|\' /C calc\'!A0, "ojo"\nsegunda línea';
    const signed = await member.as('/api/form-participations', {
      method: 'POST',
      json: { rewardId: formReward, city: 'A Coruña', phone: '600 111 222', answers: { shift: '2', notes }, legal: true, acceptPolicy: true, locale: 'es' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const list = (await editor.call(`/campaign/rewards/${formReward}/sign-ups`)).body.data;
    expect(list.questions.map((q: { label: string }) => q.label)).toEqual(['Ciudad', 'Teléfono', 'Turno, "mañana" o tarde', 'Comentarios']);
    expect(list.signUps[0]).toMatchObject({ member: { email: member.email, firstName: 'José Ángel' }, answers: { city: 'A Coruña', phone: '600 111 222', shift: 'Tarde', notes } });
    const csv = parseCsv((await editor.call(`/campaign/rewards/${formReward}/sign-ups?format=csv`)).body as string);
    expect(csv[0]).toEqual(['Fecha', 'Nombre', 'Apellidos', 'E-mail', 'Verificación', 'Ciudad', 'Teléfono', 'Turno, "mañana" o tarde', 'Comentarios', 'Idioma']);
    expect(csv[1]!.slice(1)).toEqual(['José Ángel', 'Member', member.email, 'sin verificar', 'A Coruña', '600 111 222', 'Tarde', `'${notes}`, 'es']);
    expect(csv).toHaveLength(2);

    // A question removed after sign-ups answered it keeps its column, headed by its key, in the list and in the streamed file alike.
    const kept = signupQuestions.filter((q) => q.key !== 'notes');
    expect((await editor.call(`/content-manager/collection-types/${REWARD}/${formReward}?locale=es`, { method: 'PUT', json: { signupQuestions: kept } })).status).toBe(200);
    await publish(REWARD, formReward);
    expect((await editor.call(`/campaign/rewards/${formReward}/sign-ups`)).body.data.questions.map((q: { label: string }) => q.label)).toEqual(['Ciudad', 'Teléfono', 'Turno, "mañana" o tarde', 'notes']);
    const after = parseCsv((await editor.call(`/campaign/rewards/${formReward}/sign-ups?format=csv`)).body as string);
    expect(after[0]).toEqual(['Fecha', 'Nombre', 'Apellidos', 'E-mail', 'Verificación', 'Ciudad', 'Teléfono', 'Turno, "mañana" o tarde', 'notes', 'Idioma']);
    expect(after[1]!.slice(5)).toEqual(['A Coruña', '600 111 222', 'Tarde', `'${notes}`, 'es']);
  });

  it('refuses a malformed id, and a list of another kind of document, with 400', async () => {
    expect((await editor.call('/campaign/rewards/..%2F..%2Fetc/entries')).status).toBe(400);
    expect((await editor.call('/campaign/projects/x/days')).status).toBe(400);
  });
});

describe('an editor’s DIDs correction', () => {
  it('is its own record, with its reason, who made it and when, shown to the member as a correction', async () => {
    const member = await newMember();
    const before = await balanceOf(member);
    const made = await correction(member.email, 7);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.balance).toBe(before + 7);
    expect(await balanceOf(member)).toBe(before + 7);
    const history = (await member.as('/api/did-records')).body.data;
    expect(history[0]).toMatchObject({ amount: 7, reason: 'adjustment', note: 'Compensación por un fallo' });
    expect(history[0]).not.toHaveProperty('correctedBy');
    const account = (await editor.call(`/campaign/members?email=${encodeURIComponent(member.email)}`)).body.data;
    expect(account.records[0]).toMatchObject({ amount: 7, reason: 'adjustment', note: 'Compensación por un fallo', correctedBy: 'admin@chispa.test' });
    expect(Date.now() - Date.parse(account.records[0].date)).toBeLessThan(60_000);
  });

  it('is exact under 30 parallel requests and never takes a balance below zero', async () => {
    const member = await newMember();
    expect((await correction(member.email, 100 - (await balanceOf(member)))).status).toBe(201);
    expect(await balanceOf(member)).toBe(100);
    const answers = await Promise.all(Array.from({ length: 30 }, () => correction(member.email, -10)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.body.error.details.code).toBe('campaign.correction.belowZero');
    expect(await balanceOf(member)).toBe(0);
  });

  it('is written once when the same request comes 30 times at once', async () => {
    const member = await newMember();
    const before = await balanceOf(member);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 30 }, () => correction(member.email, 3, requestId)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(await balanceOf(member)).toBe(before + 3);
  });

  it.each([
    ['a zero amount', { amount: 0 }, 400],
    ['a fractional amount', { amount: 1.5 }, 400],
    ['a text amount', { amount: '5' }, 400],
    ['no reason', { note: '  ' }, 400],
    ['no request id', { requestId: undefined }, 400],
    ['an unknown member', { email: 'nadie@chispa.test' }, 404],
  ])('refuses %s', async (_why, change, status) => {
    const member = await newMember();
    const body = { email: member.email, amount: 5, note: 'Motivo', requestId: randomUUID(), ...change };
    const answer = await editor.call('/campaign/corrections', { method: 'POST', json: body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  });
});

describe('cancelling an entry', () => {
  it('before the freeze: gives the DIDs back and removes the tickets once, whatever 30 parallel requests do', async () => {
    const member = await newMember();
    await vote(member, 1);
    const before = await balanceOf(member);
    const key = randomUUID();
    const entered = await enter(member, reward, 2, key);
    expect(entered.status).toBe(201);
    expect(await balanceOf(member)).toBe(before - 4);
    const answers = await Promise.all(Array.from({ length: 30 }, () => cancel(entered.body.data.documentId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(29);
    expect(await balanceOf(member)).toBe(before);
    expect((await member.as(`/api/participations?documentId=${reward}`)).body.data).toHaveLength(0);
    const entries = (await editor.call(`/campaign/rewards/${reward}/entries`)).body.data;
    expect(entries.some((e: { documentId: string }) => e.documentId === entered.body.data.documentId)).toBe(false);
    expect((await member.as('/api/did-records')).body.data[0]).toMatchObject({ amount: 4, reason: 'refund' });
    // The member's phone replaying the cancelled request does not enter again.
    const replay = await enter(member, reward, 2, key);
    expect(replay.status).toBe(409);
    expect(replay.body.error.details.code).toBe('rewardParticipation.errors.cancelled');
    expect(await balanceOf(member)).toBe(before);
  });

  // PostgreSQL only: SQLite runs one writer at a time, so these locks do not exist there.
  it.runIf(inject('databaseEnv').DATABASE_CLIENT === 'postgres')('at the very moment of the draw: a member’s write and the draw wait for each other, never deadlock', async () => {
    const db = serverPostgres()!;
    const closing = await rewardClosingIn(3000);
    const member = await newMember();
    await vote(member, 1, await projectWith(closing, `${MARK} a la vez`));
    expect((await enter(member, closing, 1)).status).toBe(201);
    const memberId = (await member.as('/api/users/me')).body.id as number;
    try {
      // A cancellation or an entry of this member's in flight: it holds the member and will read the draw's stage.
      await db.transaction(async (trx) => {
        const waiting = await deadlockWitness(db, trx);
        await trx('up_users').where('id', memberId).forUpdate().first('id');
        // The draw is due: wait until it is waiting for this member.
        await expect.poll(waiting, { timeout: 30_000, interval: 100 }).toBe(1);
        const stage = await trx.raw(`select stage from draws where reward_document_id = ? limit 1 for share`, [closing]);
        expect(stage.rows[0].stage).toBe('frozen');
      });
      await expect.poll(async () => (await apiClient().call(`/api/draws/${closing}`)).body?.data?.status, { timeout: 30_000, interval: 250 }).toBe('drawn');
    } finally {
      await db.destroy();
    }
  });

  it('after the freeze: refused, the entry and its DIDs stay', async () => {
    const closing = await rewardClosingIn(4000);
    const closingProject = await projectWith(closing, `${MARK} cierra pronto`);
    const member = await newMember();
    await vote(member, 1, closingProject);
    const entered = await enter(member, closing, 1);
    expect(entered.status).toBe(201);
    const balance = await balanceOf(member);
    await expect
      .poll(async () => (await apiClient().call(`/api/draws/${closing}`)).body?.data?.status, { timeout: 30_000, interval: 500 })
      .not.toBe('committed');
    const refused = await cancel(entered.body.data.documentId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('campaign.entry.drawFrozen');
    expect(await balanceOf(member)).toBe(balance);
    // Once drawn, its only entrant is its winner, with how to reach them.
    await expect.poll(async () => (await apiClient().call(`/api/draws/${closing}`)).body?.data?.status, { timeout: 30_000, interval: 500 }).toBe('drawn');
    const winners = (await editor.call(`/campaign/rewards/${closing}/winners`)).body.data;
    expect(winners).toEqual([expect.objectContaining({ member: expect.objectContaining({ email: member.email }) })]);
    const csv = parseCsv(((await editor.call(`/campaign/rewards/${closing}/winners?format=csv`)).body as string));
    expect(csv[1]![2]).toBe(member.email);
  });

  it('of an entry that does not exist: 404', async () => {
    expect((await cancel('zzzzzzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
  });
});

describe('prizes delivered', () => {
  const markDelivered = (rewardId: string, by: Pick<Editor, 'call'> = editor) => by.call(`/campaign/rewards/${rewardId}/delivered`, { method: 'POST', json: {} });
  const drawOf = async (rewardId: string) => {
    const list = await editor.call(`/content-manager/collection-types/api::draw.draw?page=1&pageSize=1&filters[$and][0][rewardDocumentId][$eq]=${rewardId}`);
    return (await editor.call(`/content-manager/collection-types/api::draw.draw/${list.body.results[0].documentId}`)).body.data;
  };
  const rewardRow = async (rewardId: string) => ((await editor.call('/campaign/rewards')).body.data as Array<{ documentId: string; draw: { prizesDeliveredAt: string | null } | null }>).find((r) => r.documentId === rewardId)!;

  it('erases the winners’ contact kept on the draw, once, and only after the draw; only an editor who may correct marks it', async () => {
    const closing = await rewardClosingIn(3000);
    const closingProject = await projectWith(closing, `${MARK} entrega`);
    const member = await newMember();
    await vote(member, 1, closingProject);
    expect((await enter(member, closing, 1)).status).toBe(201);
    const early = await markDelivered(closing);
    expect(early.status).toBe(409);
    expect(early.body.error.details.code).toBe('campaign.draw.notDrawn');

    await expect.poll(async () => (await apiClient().call(`/api/draws/${closing}`)).body?.data?.status, { timeout: 30_000, interval: 500 }).toBe('drawn');
    expect((await drawOf(closing)).winnersContact).toContain(`<${member.email}>`);
    expect((await rewardRow(closing)).draw!.prizesDeliveredAt).toBeNull();
    const author = await adminWithRole(editor, 'strapi-author');
    expect((await markDelivered(closing, author)).status).toBe(403);
    expect((await drawOf(closing)).winnersContact).toContain(`<${member.email}>`);

    const [first, second] = await Promise.all([markDelivered(closing), markDelivered(closing)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.prizesDeliveredAt).toEqual(expect.any(String));
    expect(second.body.data.prizesDeliveredAt).toBe(first.body.data.prizesDeliveredAt);
    const after = await drawOf(closing);
    expect(after.winnersContact).toBeNull();
    expect(after.prizesDeliveredAt).toBe(first.body.data.prizesDeliveredAt);
    expect((await rewardRow(closing)).draw!.prizesDeliveredAt).toBe(first.body.data.prizesDeliveredAt);
    // Marking again later answers the first time, and the draw's public record is untouched.
    expect((await markDelivered(closing)).body.data.prizesDeliveredAt).toBe(first.body.data.prizesDeliveredAt);
    expect((await apiClient().call(`/api/draws/${closing}`)).body.data.status).toBe('drawn');
  });

  it('of a reward that does not exist: not found; of one not drawn yet: refused', async () => {
    const missing = await markDelivered('zzzzzzzzzzzzzzzzzzzzzzzz');
    expect(missing.status).toBe(404);
    expect(missing.body.error.details.code).toBe('campaign.reward.notFound');
    const open = await markDelivered(await rewardClosingIn(60_000));
    expect(open.status).toBe(409);
    expect(open.body.error.details.code).toBe('campaign.draw.notDrawn');
    expect((await markDelivered('not an id')).status).toBe(400);
  });
});
