import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { newMember, type Member } from './members';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A valid PNG padded (after its end chunk, which decoders ignore) to exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG_1PX, Buffer.alloc(size - PNG_1PX.length)]);

function upload(member: Member | null, bytes: Buffer, { type = 'image/png', name = 'avatar.png', query = '' } = {}) {
  const form = new FormData();
  form.append('fileInfo', JSON.stringify({ name: 'Mi avatar', alternativeText: 'Foto de perfil', caption: 'Avatar' }));
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  const client = member?.client ?? apiClient();
  return client.call(`/api/upload${query}`, { method: 'POST', body: form, token: member?.jwt });
}

describe('avatar upload (POST /api/upload)', () => {
  it('stores an image of exactly 3,000,000 bytes with its fileInfo, and the member can use it', async () => {
    const member = await newMember();
    const stored = await upload(member, pngOfSize(3_000_000));
    expect(stored.status).toBe(201);
    expect(stored.body[0]).toMatchObject({ id: expect.any(Number), documentId: expect.any(String), name: 'Mi avatar', alternativeText: 'Foto de perfil', url: expect.stringMatching(/^\/uploads\//) });
    const profile = await member.as(`/api/users/${member.user.id}`, {
      method: 'PUT',
      json: { firstName: 'A', lastName: 'B', email: member.email, image: stored.body[0].id },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.image).toMatchObject({ id: stored.body[0].id });
  });

  it('refuses 3,000,001 bytes with 413 upload.tooBig', async () => {
    const member = await newMember();
    const refused = await upload(member, pngOfSize(3_000_001));
    expect(refused.status).toBe(413);
    expect(refused.body.error.details.code).toMatch(/^(upload\.tooBig|payload\.tooLarge)$/);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const member = await newMember();
    const refused = await upload(member, Buffer.from('<script>alert(1)</script>'), { type: 'image/png', name: 'x.png' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('upload.notAnImage');
  });

  it('refuses visitors, and members replacing existing files', async () => {
    const anonymous = await upload(null, PNG_1PX);
    expect([401, 403]).toContain(anonymous.status);
    const member = await newMember();
    const replace = await upload(member, PNG_1PX, { query: '?id=1' });
    expect(replace.status).toBe(403);
    expect(replace.body.error.details.code).toBe('upload.replaceForbidden');
  });

  it('does not let a member use another member’s picture', async () => {
    const alba = await newMember();
    const bruno = await newMember();
    const stored = await upload(alba, PNG_1PX);
    const refused = await bruno.as(`/api/users/${bruno.user.id}`, {
      method: 'PUT',
      json: { firstName: 'A', lastName: 'B', email: bruno.email, image: stored.body[0].id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('upload.notYours');
  });

  it('pays completeProfile once the city, country, birth date and avatar are all there', async () => {
    const member = await newMember();
    const stored = await upload(member, PNG_1PX);
    const profile = { firstName: 'A', lastName: 'B', email: member.email, city: 'Girona', country: 'ES', birthDate: '1990-04-02', image: stored.body[0].id };
    await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: profile });
    await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: profile });
    const reasons = (await member.as('/api/did-records')).body.data.map((r: any) => r.reason);
    expect(reasons.filter((r: string) => r === 'completeProfile')).toHaveLength(1);
  });
});
