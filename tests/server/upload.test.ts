import sharp from 'sharp';
import { Script } from 'node:vm';
import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './client';
import { newMember, seededProjects, type Member } from './members';
import { signInEditor } from './editor';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A valid PNG padded (after its end chunk, which decoders ignore) to exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG_1PX, Buffer.alloc(size - PNG_1PX.length)]);
const SPEC_FILE_INFO = JSON.stringify({ name: 'Mi avatar', alternativeText: 'Foto de perfil', caption: 'Avatar' });

type UploadOptions = { type?: string; name?: string; query?: string; fileInfo?: string | string[] | null; fields?: Record<string, string>; more?: Record<string, Buffer> };

function upload(member: Member | null, bytes: Buffer, { type = 'image/png', name = 'avatar.png', query = '', fileInfo = SPEC_FILE_INFO, fields = {}, more = {} }: UploadOptions = {}) {
  const form = new FormData();
  for (const info of fileInfo === null ? [] : [fileInfo].flat()) form.append('fileInfo', info);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [field, extra] of Object.entries(more)) form.append(field, new Blob([new Uint8Array(extra)], { type: 'image/png' }), `${field}.png`);
  const client = member?.client ?? apiClient();
  return client.call(`/api/upload${query}`, { method: 'POST', body: form, token: member?.jwt });
}

/** The bytes /uploads serves for a stored file, with the answer's headers. */
async function served(url: string, init: RequestInit = {}) {
  const response = await fetch(`${inject('strapiUrl')}${url}`, init);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * A GIF whose bytes are also a script and a page: its logical width is the two bytes "/*", so the
 * picture opens a JavaScript comment that closes after the GIF's end, where the payloads follow.
 */
function polyglotGif(): Buffer {
  const gif = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');
  gif[6] = 0x2f; // '/'
  gif[7] = 0x2a; // '*'
  return Buffer.concat([gif, Buffer.from('*/=1;alert(document.domain);//<script>alert(document.cookie)</script>', 'latin1')]);
}

const pickSettings = ({ sizeOptimization, responsiveDimensions, autoOrientation }: Record<string, boolean>) => ({ sizeOptimization, responsiveDimensions, autoOrientation });

const expectSandboxed = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  expect(headers.get('content-security-policy')).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
};

describe('avatar upload (POST /api/upload)', () => {
  it('stores an image of exactly 3,000,000 bytes with its fileInfo, and the member can use it', async () => {
    const member = await newMember();
    const stored = await upload(member, pngOfSize(3_000_000));
    expect(stored.status).toBe(201);
    // The stored name ends with the extension of the re-encoded picture (issue 12), not as fileInfo said it.
    expect(stored.body[0]).toMatchObject({ id: expect.any(Number), documentId: expect.any(String), name: 'Mi avatar.png', alternativeText: 'Foto de perfil', caption: 'Avatar', ext: '.png', mime: 'image/png', url: expect.stringMatching(/^\/uploads\/.+\.png$/) });
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

describe('uploads can only ever be pictures (issue 12)', () => {
  it.each([
    ['x.js', 'application/javascript'],
    ['x.html', 'text/html'],
  ])('stores a GIF that is also a script, sent as %s (%s), as a PNG served as a sandboxed picture', async (name, type) => {
    const bytes = polyglotGif();
    expect(() => new Script(bytes.toString('latin1'))).not.toThrow(); // it really is JavaScript too
    const member = await newMember();
    const stored = await upload(member, bytes, { name, type, fileInfo: JSON.stringify({ name }) });
    expect(stored.status).toBe(201);
    expect(stored.body[0]).toMatchObject({ name: 'x.png', ext: '.png', mime: 'image/png', url: expect.stringMatching(/^\/uploads\/[^/]+\.png$/) });

    const file = await served(stored.body[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expectSandboxed(file.headers);
    expect(file.bytes.subarray(0, 8)).toEqual(PNG_1PX.subarray(0, 8));
    expect(file.bytes.includes('alert')).toBe(false);
    expect(file.bytes.includes('<script')).toBe(false);
  });

  it('turns a JPEG upright and keeps none of its EXIF or GPS metadata', async () => {
    // Heavily compressed, so that Strapi's own optimisation would keep these bytes as they are.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
      .jpeg({ quality: 20 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SpyCam', Software: 'TrackMe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 10/1 0/1' } })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(photo.includes('SpyCam')).toBe(true);

    // Whatever the media library's settings: an editor may turn Strapi's own optimisation off.
    const editor = await signInEditor();
    const settings = (await editor.call('/upload/settings')).body.data;
    const member = await newMember();
    let stored;
    try {
      expect((await editor.call('/upload/settings', { method: 'PUT', json: { ...pickSettings(settings), sizeOptimization: false, autoOrientation: false } })).status).toBe(200);
      stored = await upload(member, photo, { type: 'image/jpeg', name: 'photo.jpeg' });
    } finally {
      await editor.call('/upload/settings', { method: 'PUT', json: pickSettings(settings) });
    }
    expect(stored.status).toBe(201);
    const file = await served(stored.body[0].url);
    expect(file.bytes.includes('SpyCam')).toBe(false);
    expect(file.bytes.includes('GPS')).toBe(false);
    const kept = await sharp(file.bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.body[0]).toMatchObject({ name: 'Mi avatar.jpg', ext: '.jpg', mime: 'image/jpeg', width: 20, height: 40 });
  });

  it('keeps WebP as WebP, and stores a GIF as a PNG', async () => {
    const member = await newMember();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } }).webp().toBuffer();
    const storedWebp = await upload(member, webp, { type: 'image/webp', name: 'a.webp' });
    expect(storedWebp.body[0]).toMatchObject({ ext: '.webp', mime: 'image/webp' });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#33a' } }).gif().toBuffer();
    const storedGif = await upload(member, gif, { type: 'image/gif', name: 'a.gif', fileInfo: null });
    expect(storedGif.body[0]).toMatchObject({ name: 'a.png', ext: '.png', mime: 'image/png' });
  });

  it('refuses what does not decode with 400 upload.notAnImage, and a decompression bomb with 413 upload.tooManyPixels', async () => {
    const member = await newMember();
    const broken = Buffer.concat([PNG_1PX.subarray(0, 16), Buffer.from('not the rest of a picture')]);
    const refused = await upload(member, broken, { name: 'broken.png' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('upload.notAnImage');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="1" height="1"/>');
    const refusedSvg = await upload(member, svg, { type: 'image/svg+xml', name: 'x.svg' });
    expect(refusedSvg.status).toBe(400);
    expect(refusedSvg.body.error.details.code).toBe('upload.notAnImage');

    // 60 megapixels of one colour: a few hundred kilobytes that would take 240 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(3_000_000);
    const refusedBomb = await upload(member, bomb, { name: 'bomb.png' });
    expect(refusedBomb.status).toBe(413);
    expect(refusedBomb.body.error.details.code).toBe('upload.tooManyPixels');
  });

  it('refuses ref, refId, field and path with 400 upload.fieldNotAllowed, and attaches nothing', async () => {
    const { Huertos } = await seededProjects();
    const projectPage = () => apiClient().call(`/api/projects/${Huertos!.documentId}?populate=all&locale=es`);
    const project = (await projectPage()).body.data;
    const bruno = await newMember();
    const avatar = await upload(bruno, PNG_1PX);
    await bruno.as(`/api/users/${bruno.user.id}`, { method: 'PUT', json: { firstName: 'B', lastName: 'B', email: bruno.email, image: avatar.body[0].id } });
    const brunoImage = async () => (await bruno.as('/api/users/me?populate=all')).body.image?.id;
    expect(await brunoImage()).toBe(avatar.body[0].id);

    const attacker = await newMember();
    const attempts: Record<string, string>[] = [
      { ref: 'api::project.project', refId: String(project.id), field: 'mainImage' },
      { ref: 'api::project.project', refId: String(project.id), field: 'gallery' },
      { ref: 'plugin::users-permissions.user', refId: String(bruno.user.id), field: 'image' },
      { ref: 'plugin::users-permissions.user' },
      { refId: String(bruno.user.id) },
      { field: 'image' },
      { path: 'elsewhere' },
      { folder: '1' },
    ];
    for (const fields of attempts) {
      const refused = await upload(attacker, PNG_1PX, { fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.error.details.code, JSON.stringify(fields)).toBe('upload.fieldNotAllowed');
    }
    const after = (await projectPage()).body.data;
    expect(after.mainImage.id).toBe(project.mainImage.id);
    expect(after.gallery.map((image: { id: number }) => image.id)).toEqual(project.gallery.map((image: { id: number }) => image.id));
    expect(await brunoImage()).toBe(avatar.body[0].id);
  });

  it.each([
    ['not JSON', '{"name": ', 'payload.malformed'],
    ['a JSON array', '[{"name":"a"}]'],
    ['JSON text', '"Mi avatar"'],
    ['null', 'null'],
    ['a folder', '{"name":"a","folder":1}'],
    ['a focal point', '{"focalPoint":{"x":1,"y":1}}'],
    ['a prototype key', '{"__proto__":{"name":"a"}}', 'payload.forbiddenKey'],
    ['a number for a name', '{"name":5}'],
    ['null for a caption', '{"caption":null}'],
    ['a caption of 501 characters', JSON.stringify({ caption: 'a'.repeat(501) })],
    ['a name of 201 characters', JSON.stringify({ name: 'a'.repeat(201) })],
    ['two fileInfo fields', ['{"name":"a"}', '{"name":"b"}']],
    // Text that is no JSON object at all is refused by the body checks before the upload reads it.
  ] as [string, string | string[], string?][])('refuses fileInfo with %s with 400 and a code', async (_case, fileInfo, code = 'upload.invalidFileInfo') => {
    const member = await newMember();
    const refused = await upload(member, PNG_1PX, { fileInfo });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe(code);
  });

  it.each([
    ['30 tiny files', 30, PNG_1PX.length],
    ['30 files of 60 KB', 30, 60_000],
    ['30 files of 99 KB', 30, 99_000],
  ])('answers %s in one request with 413 and a code (the connection is not reset)', async (_case, count, size) => {
    const member = await newMember();
    const form = new FormData();
    form.append('fileInfo', SPEC_FILE_INFO);
    const bytes = Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]);
    for (let index = 0; index < count; index += 1) form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`);
    const refused = await member.client.call('/api/upload', { method: 'POST', body: form, token: member.jwt });
    expect([refused.status, refused.body.error.details.code]).toEqual([413, 'payload.tooManyFiles']);
    // The same body sent as a stream (no Content-Length, so nothing can refuse it unread).
    const encoded = new Response(form);
    const streamed = await fetch(`${inject('strapiUrl')}/api/upload`, {
      method: 'POST',
      body: encoded.body,
      duplex: 'half',
      headers: { 'Content-Type': encoded.headers.get('content-type')!, Authorization: `Bearer ${member.jwt}` },
    } as RequestInit);
    expect([streamed.status, (await streamed.json()).error.details.code]).toEqual([413, 'payload.tooManyFiles']);
  });

  it('takes one file per request', async () => {
    const member = await newMember();
    // The body parser stops at the second file, before the upload action runs.
    const two = await upload(member, PNG_1PX, { more: { files: PNG_1PX } });
    expect(two.status).toBe(413);
    expect(two.body.error.details.code).toBe('payload.tooManyFiles');
    const besides = await upload(member, PNG_1PX, { more: { avatar: PNG_1PX } });
    expect([besides.status, besides.body.error.details.code]).toEqual([413, 'payload.tooManyFiles']);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'avatar.png');
    const elsewhere = await member.client.call('/api/upload', { method: 'POST', body: form, token: member.jwt });
    expect([elsewhere.status, elsewhere.body.error.details.code]).toEqual([400, 'upload.fieldNotAllowed']);
  });

  it('serves /uploads with nosniff and a sandboxing CSP, for GET, HEAD, ranges, odd spellings and missing files', async () => {
    const member = await newMember();
    const { url } = (await upload(member, PNG_1PX)).body[0];
    const name = url.split('/').pop();
    const answers = [
      await served(url),
      await served(url, { method: 'HEAD' }),
      await served(url, { headers: { Range: 'bytes=0-3' } }),
      await served(`/%75ploads/${name}`),
      await served('/uploads/no-such-file.js'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 206, 200, 404]);
    for (const answer of answers) expectSandboxed(answer.headers);
    expect(answers[4]!.headers.get('content-disposition')).toBe('attachment');
  });
});
