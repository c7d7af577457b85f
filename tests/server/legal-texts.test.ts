// The legal texts as admin content (issue 53, items 1 and 4): each publish that changes a text is kept
// as a numbered version, readers get the current one (English, else Spanish) with the operator's
// details filled in, and a material change of the terms or the privacy policy is accepted once by the
// members who joined before it. Every unpublished text below carries DRAFT, which no answer may contain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, type Member } from './members';
import { adminWithRole } from './campaign-helpers';
import { operatorIdentity } from '../../server/src/lib/operator/identity';

// The server's operator, as the environment both it and this test read names it (the demo's where none is set).
const OPERATOR = operatorIdentity();

const UID = 'api::legal-text.legal-text';
const collection = `/content-manager/collection-types/${UID}`;
const MARK = `TEXTO${Date.now()}`;
const DRAFT = `BORRADOR${Date.now()}`;
const KINDS = ['legalNotice', 'terms', 'privacy', 'cookies', 'accessibility'] as const;
type Kind = (typeof KINDS)[number];
const guest = apiClient();

let editor: Editor;
const documents = {} as Record<Kind, string>;

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];
const read = (path: string, as: Member | null = null) => (as ? as.as(path) : guest.call(path));
const current = (kind: string, locale = 'es') => read(`/api/legal-texts/${kind}?locale=${locale}`);

/** An editor's form, as the content manager sends it, saved and published in one language. */
async function publish(kind: Kind, locale: 'es' | 'en', data: { title: string; body: unknown; materialChange?: boolean; changeSummary?: string | null }) {
  const form = { kind, materialChange: false, changeSummary: null, ...data };
  const published = await editor.call(`${collection}/${documents[kind]}/actions/publish?locale=${locale}`, { method: 'POST', json: form });
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
}

async function saveDraft(kind: Kind, locale: 'es' | 'en', data: Record<string, unknown>) {
  const saved = await editor.call(`${collection}/${documents[kind]}?locale=${locale}`, { method: 'PUT', json: { kind, ...data } });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
}

const inAdmin = async (kind: Kind, locale: 'es' | 'en') => (await editor.call(`${collection}/${documents[kind]}?locale=${locale}`)).body.data as Record<string, unknown>;

beforeAll(async () => {
  editor = await signInEditor();
  const listed = await editor.call(`${collection}?page=1&pageSize=20&locale=es`);
  expect(listed.status).toBe(200);
  for (const row of listed.body.results as Array<{ documentId: string; kind: Kind }>) documents[row.kind] = row.documentId;
  expect(Object.keys(documents).sort()).toEqual([...KINDS].sort());
});

let restoreCookies: () => Promise<void>;
afterAll(async () => {
  await restoreCookies?.();
});

describe('the seeded legal texts', () => {
  it('are published in Spanish and English, as version 1 of each, with the operator’s details filled in', async () => {
    for (const kind of ['legalNotice', 'accessibility'] as const) {
      for (const locale of ['es', 'en'] as const) {
        const { status, body } = await current(kind, locale);
        expect(status, `${kind} ${locale}`).toBe(200);
        expect(body.data).toMatchObject({ kind, locale, version: 1, material: false, changeSummary: null });
        expect(Date.parse(body.data.publishedAt)).not.toBeNaN();
        expect(JSON.stringify(body.data)).not.toMatch(/\{\{/);
      }
    }
    const notice = JSON.stringify((await current('legalNotice')).body.data.body);
    for (const value of [OPERATOR.legalName, OPERATOR.taxId, OPERATOR.address, OPERATOR.registry, OPERATOR.contactEmail]) expect(notice).toContain(value);
  });

  it('say nothing of a data protection officer where the operator has none', async () => {
    expect(OPERATOR.dpo).toBeNull();
    const privacy = JSON.stringify((await current('privacy')).body.data.body);
    expect(privacy).toContain(OPERATOR.privacyEmail);
    expect(privacy).not.toMatch(/Delegado de protección|mailto:"/);
  });

  it('are one document per kind: a second one is refused, naming the one to edit', async () => {
    const second = await editor.call(`${collection}?locale=es`, { method: 'POST', json: { kind: 'terms', title: `${DRAFT} otras condiciones`, body: paragraph(DRAFT) } });
    expect(second.status).toBe(400);
    expect(second.body.error.details).toMatchObject({ code: 'legalText.kindTaken', existing: documents.terms });
    const cloned = await editor.call(`${collection}/clone/${documents.terms}?locale=es`, { method: 'POST', json: { title: `${DRAFT} copia`, body: paragraph(DRAFT) } });
    expect(cloned.status).toBe(400);
    expect(cloned.body.error.details.code).toBe('legalText.kindTaken');
  });
});

describe('a published legal text', () => {
  it('is never read as a draft, and each publish that changes it is a new version, newest first; an unchanged publish is none', async () => {
    const before = (await current('cookies')).body.data;
    const seeded = await inAdmin('cookies', 'es');
    const catalogue = (await guest.call('/api/catalogue-version')).body.data;
    await saveDraft('cookies', 'es', { title: before.title, body: paragraph(`${DRAFT} cookies`) });
    const draftRead = await current('cookies');
    expect(JSON.stringify(draftRead.body)).not.toContain(DRAFT);
    expect(draftRead.body.data.version).toBe(before.version);
    const asMember = await read('/api/legal-texts/cookies/versions?locale=es', await newMember());
    expect(JSON.stringify(asMember.body)).not.toContain(DRAFT);

    // Kept by the public cache until the publish.
    expect((await current('cookies')).headers.get('x-chispa-cache')).toBe('hit');
    await publish('cookies', 'es', { title: `${MARK} cookies`, body: paragraph(`${MARK} solo lo necesario`), changeSummary: `${MARK} más corta` });
    // Readers on their own clients at once, racing the publish's own recording: one version, the same for all.
    const answers = await Promise.all(Array.from({ length: 4 }, () => apiClient().call('/api/legal-texts/cookies?locale=es')));
    const after = answers[0]!.body.data;
    for (const answer of answers) expect(answer.body.data).toEqual(after);
    expect(after).toMatchObject({ kind: 'cookies', locale: 'es', version: before.version + 1, title: `${MARK} cookies`, changeSummary: `${MARK} más corta`, material: false });
    expect(after.body).toEqual(paragraph(`${MARK} solo lo necesario`));
    // The offline catalogue is read again.
    expect((await guest.call('/api/catalogue-version')).body.data).not.toEqual(catalogue);

    // The same text published again (a change summary alone changes no text): no version.
    await publish('cookies', 'es', { title: `${MARK} cookies`, body: paragraph(`${MARK} solo lo necesario`), changeSummary: 'otra nota' });
    expect((await current('cookies')).body.data.version).toBe(before.version + 1);

    const versions = (await read('/api/legal-texts/cookies/versions?locale=es')).body.data;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([before.version + 1, before.version]);
    expect(versions[0]).toEqual({ version: before.version + 1, locale: 'es', title: `${MARK} cookies`, publishedAt: after.publishedAt, material: false, changeSummary: `${MARK} más corta` });
    // The earlier version stays readable, as it was.
    const earlier = await read(`/api/legal-texts/cookies/versions/${before.version}?locale=es`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.data).toEqual(before);
    restoreCookies = () => publish('cookies', 'es', { title: seeded.title as string, body: seeded.body });
  });

  it('is read in Spanish by an English reader while it has no published English version', async () => {
    const english = (await current('cookies', 'en')).body.data;
    expect(english.locale).toBe('en');
    // As the editor wrote it (the answer has the operator's details filled in).
    const written = await inAdmin('cookies', 'en');
    const unpublished = await editor.call(`${collection}/${documents.cookies}/actions/unpublish?locale=en`, { method: 'POST', json: {} });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBeLessThan(300);
    try {
      const fallback = await current('cookies', 'en');
      expect(fallback.status).toBe(200);
      expect(fallback.body.data).toMatchObject({ locale: 'es', title: `${MARK} cookies` });
    } finally {
      // Published again as it was: the same text, no new version.
      await publish('cookies', 'en', { title: written.title as string, body: written.body });
    }
    expect((await current('cookies', 'en')).body.data).toMatchObject({ locale: 'en', version: english.version });
  });

  it('answers a clear code for an unknown text or version, and Spanish in an unknown language', async () => {
    for (const path of ['/api/legal-texts/imprint', '/api/legal-texts/terms/versions/999', '/api/legal-texts/terms/versions/0', '/api/legal-texts/terms/versions/x']) {
      const { status, body } = await read(path);
      expect(status, path).toBe(404);
      expect(body.error.details.code, path).toBe('legalText.notFound');
    }
    // Any other language is served Spanish, as all content is (middlewares/locale-fallback.ts).
    for (const path of ['/api/legal-texts/terms?locale=fr', '/api/legal-texts/terms/versions?locale=xx']) {
      const { status, body } = await read(path);
      expect(status, path).toBe(200);
      expect(JSON.stringify(body.data), path).toContain('"locale":"es"');
    }
  });
});

describe('a material change of the privacy policy', () => {
  let before: Member;
  let english: Member;
  let privacy: { version: number; title: string; publishedAt: string };
  let terms: { version: number };

  beforeAll(async () => {
    before = await newMember();
    english = await newMember();
    expect((await before.as('/api/legal-acceptances/pending?locale=es')).body.data).toEqual([]);
    const old = (await current('privacy')).body.data;
    await publish('privacy', 'es', { title: old.title, body: [...old.body, ...paragraph(`${MARK} nuevo encargado del tratamiento`)], materialChange: true, changeSummary: `${MARK} nuevo encargado` });
    privacy = (await current('privacy')).body.data;
    terms = (await current('terms')).body.data;
  });

  it('is recorded as a material version, and the editor’s tick is spent without the draft looking modified', async () => {
    expect(privacy).toMatchObject({ material: true, changeSummary: `${MARK} nuevo encargado` });
    const saved = await inAdmin('privacy', 'es');
    expect(saved).toMatchObject({ materialChange: false, status: 'published' });
  });

  it('asks a member who joined before it to accept it once', async () => {
    const pending = await before.as('/api/legal-acceptances/pending?locale=es');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual([
      { kind: 'privacy', version: privacy.version, locale: 'es', title: privacy.title, changeSummary: `${MARK} nuevo encargado`, publishedAt: privacy.publishedAt },
    ]);

    const accepted = await before.as('/api/legal-acceptances', { method: 'POST', json: { kind: 'privacy', version: privacy.version, locale: 'es' } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toEqual({ kind: 'privacy', version: privacy.version, locale: 'es', acceptedAt: expect.any(String) });
    const again = await before.as('/api/legal-acceptances', { method: 'POST', json: { kind: 'privacy', version: privacy.version, locale: 'es' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(accepted.body.data);
    expect((await before.as('/api/legal-acceptances/pending?locale=es')).body.data).toEqual([]);
    // The version they accepted stays theirs to read, and so does the one they accepted at sign-up.
    expect((await before.as(`/api/legal-texts/privacy/versions/${privacy.version}?locale=es`)).body.data).toEqual(privacy);
    expect((await before.as(`/api/legal-texts/privacy/versions/${privacy.version - 1}?locale=es`)).body.data).toMatchObject({ version: privacy.version - 1, material: false });

    // Recorded with its version and time, in the member's data download, beside the sign-up's.
    const download = (await before.as('/api/member-data')).body;
    expect(download.legalAcceptances).toEqual(
      expect.arrayContaining([
        { kind: 'terms', version: terms.version, locale: 'es', acceptedAt: expect.any(String) },
        { kind: 'privacy', version: privacy.version - 1, locale: 'es', acceptedAt: expect.any(String) },
        accepted.body.data,
      ]),
    );
  });

  it('asks a reader of the English text too, once, though the editor ticked the change in Spanish', async () => {
    const englishText = (await read('/api/legal-texts/privacy?locale=en')).body.data;
    expect(englishText.locale).toBe('en');
    const pending = (await english.as('/api/legal-acceptances/pending?locale=en')).body.data;
    expect(pending).toEqual([{ kind: 'privacy', version: englishText.version, locale: 'en', title: englishText.title, changeSummary: `${MARK} nuevo encargado`, publishedAt: englishText.publishedAt }]);
    expect((await english.as('/api/legal-acceptances', { method: 'POST', json: { kind: 'privacy', version: englishText.version, locale: 'en' } })).status).toBe(201);
    // Settled in every language: switching to Spanish asks nothing more.
    for (const locale of ['en', 'es']) expect((await english.as(`/api/legal-acceptances/pending?locale=${locale}`)).body.data).toEqual([]);
    // The one tick was spent in every language: the English translation published next is no second change.
    expect(await inAdmin('privacy', 'en')).toMatchObject({ materialChange: false });
  });

  it('asks nothing after a later change that is not material, nor of a member who joined after it', async () => {
    const after = await newMember();
    expect((await after.as('/api/legal-acceptances/pending?locale=es')).body.data).toEqual([]);
    const old = (await current('terms')).body.data;
    await publish('terms', 'es', { title: old.title, body: [...old.body, ...paragraph(`${MARK} una errata corregida`)], materialChange: false });
    expect((await current('terms')).body.data).toMatchObject({ version: old.version + 1, material: false });
    for (const member of [before, after]) expect((await member.as('/api/legal-acceptances/pending?locale=es')).body.data).toEqual([]);
    // The newcomer accepted, at sign-up, the versions the form showed.
    expect((await after.as('/api/member-data')).body.legalAcceptances).toEqual([
      { kind: 'terms', version: old.version, locale: 'es', acceptedAt: expect.any(String) },
      { kind: 'privacy', version: privacy.version, locale: 'es', acceptedAt: expect.any(String) },
    ]);
  });

  it('takes only the current version, in a body it understands, from a signed-in member', async () => {
    const member = await newMember();
    const stale = await member.as('/api/legal-acceptances', { method: 'POST', json: { kind: 'privacy', version: privacy.version - 1, locale: 'es' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.code).toBe('legalAcceptance.notCurrent');
    for (const json of [{ kind: 'cookies', version: 1, locale: 'es' }, { kind: 'privacy', version: '1', locale: 'es' }, { kind: 'privacy', version: 1 }, { kind: 'privacy', version: 1, locale: 'es', extra: true }]) {
      const refused = await member.as('/api/legal-acceptances', { method: 'POST', json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.error.details.code).toBe('legalAcceptance.invalid');
    }
    expect([401, 403]).toContain((await guest.call('/api/legal-acceptances/pending')).status);
    expect([401, 403]).toContain((await guest.call('/api/legal-acceptances', { method: 'POST', json: { kind: 'privacy', version: privacy.version, locale: 'es' } })).status);
  });
});

describe('the editing roles', () => {
  it('let an Editor publish a text in either language and read the barrier reports; an Author cannot publish', async () => {
    const editorRole = await adminWithRole(editor, 'strapi-editor');
    const written = await inAdmin('accessibility', 'en');
    const before = (await current('accessibility', 'en')).body.data;
    const form = { kind: 'accessibility', title: written.title, body: [...(written.body as unknown[]), ...paragraph(`${MARK} reviewed`)] };
    const published = await editorRole.call(`${collection}/${documents.accessibility}/actions/publish?locale=en`, { method: 'POST', json: form });
    expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
    expect((await current('accessibility', 'en')).body.data).toMatchObject({ locale: 'en', version: before.version + 1 });
    expect((await editorRole.call('/content-manager/collection-types/api::barrier-report.barrier-report?page=1&pageSize=1')).status).toBe(200);

    const author = await adminWithRole(editor, 'strapi-author');
    const refused = await author.call(`${collection}/${documents.accessibility}/actions/publish?locale=en`, { method: 'POST', json: form });
    expect(refused.status).toBe(403);
  });
});
