// Accessibility barriers reported from the accessibility statement (issue 53, item 4): anyone may send
// one; it is stored for the editors (read-only in the admin, never public) and mailed, as text, to the
// operator's contact address.
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { mailsTo, newMember } from './members';
import { operatorIdentity } from '../../server/src/lib/operator/identity';

// The server's operator, as the environment both it and this test read names it (the demo's where none is set).
const OPERATOR = operatorIdentity();

const UID = 'api::barrier-report.barrier-report';
const report = (extra: Record<string, unknown> = {}) => ({ description: `El botón de votar no se alcanza con el teclado ${Date.now()} <script>alert(1)</script>`, ...extra });
const send = (json: unknown, client = apiClient()) => client.call('/api/barrier-reports', { method: 'POST', json });

describe('a barrier report', () => {
  it('is stored for the editors and mailed to the operator as text, from a guest or a member', async () => {
    const marker = `Barrera${Date.now()}`;
    const sent = await send(report({ description: `${marker}: el carrusel <b>no</b> se para`, pageUrl: '/projects/abc', email: 'persona@chispa.test' }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ data: { received: true } });
    const member = await newMember();
    expect((await member.as('/api/barrier-reports', { method: 'POST', json: report({ description: `${marker}: sin correo` }) })).status).toBe(201);

    const editor = await signInEditor();
    const listed = await editor.call(`/content-manager/collection-types/${UID}?page=1&pageSize=100`);
    expect(listed.status).toBe(200);
    const stored = (listed.body.results as Array<Record<string, unknown>>).filter((row) => String(row.description).startsWith(marker));
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(expect.arrayContaining([
      expect.objectContaining({ description: `${marker}: sin correo`, pageUrl: null, email: null }),
      expect.objectContaining({ description: `${marker}: el carrusel <b>no</b> se para`, pageUrl: '/projects/abc', email: 'persona@chispa.test' }),
    ]));
    // Nobody changes or deletes a report in the admin, whatever their role.
    const documentId = stored[0]!.documentId as string;
    const changed = await editor.call(`/content-manager/collection-types/${UID}/${documentId}`, { method: 'PUT', json: { description: 'otra cosa que no dijo' } });
    expect(changed.status).toBeGreaterThanOrEqual(400);
    expect((await editor.call(`/content-manager/collection-types/${UID}/${documentId}`, { method: 'DELETE' })).status).toBeGreaterThanOrEqual(400);

    await expect.poll(async () => (await mailsTo(OPERATOR.contactEmail)).filter((mail) => mail.text.includes(marker)).length, { timeout: 10_000 }).toBe(2);
    const mail = (await mailsTo(OPERATOR.contactEmail)).find((kept) => kept.text.includes(`${marker}: el carrusel`))!;
    expect(mail.subject).not.toContain(marker);
    expect(mail.text).toContain('/projects/abc');
    expect(mail.text).toContain('persona@chispa.test');
  });

  it('is refused with the field at fault when its description, page or address is wrong, and without the anti-robot check', async () => {
    for (const [json, field] of [
      [{ pageUrl: '/x' }, 'description'],
      [report({ description: 'corto     ' }), 'description'],
      [report({ description: 'x'.repeat(5001) }), 'description'],
      [report({ pageUrl: 'x'.repeat(501) }), 'pageUrl'],
      [report({ email: 'no es un correo' }), 'email'],
      [report({ description: 42 }), 'description'],
      [report({ extra: 'campo' }), undefined],
    ] as const) {
      const refused = await send(json);
      expect(refused.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(refused.body.error.details.code).toBe('barrierReport.invalid');
      if (field) expect(refused.body.error.details.field).toBe(field);
    }
    const unsolved = await send(report({ altcha: null }));
    expect(unsolved.status).toBe(400);
    expect(unsolved.body.error.details.code).toBe('challenge.required');
  });

  it('is throttled per client: ten an hour, counted whether or not they were taken', async () => {
    const client = apiClient();
    for (let i = 0; i < 10; i += 1) expect((await send({ description: 'corto', altcha: null }, client)).status).toBe(400);
    const throttled = await send(report(), client);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.details.code).toBe('rateLimit.exceeded');
    expect((await send(report())).status).toBe(201);
  });

  it('is never read back through the API', async () => {
    const member = await newMember();
    for (const path of ['/api/barrier-reports', '/api/barrier-reports/1']) {
      expect([403, 404, 405]).toContain((await apiClient().call(path)).status);
      expect([403, 404, 405]).toContain((await member.as(path)).status);
    }
  });
});
