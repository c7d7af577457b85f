import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { newMember, seededProjects } from './members';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Answer = { status: number; body: any; headers: Headers };

/** A refusal with a code, small, that does not quote the request, and answered quickly. */
async function expectRefusal(send: () => Promise<Answer>, status: number, code: string) {
  const started = performance.now();
  const answer = await send();
  const elapsed = performance.now() - started;
  expect(answer.status).toBe(status);
  expect(answer.body.error.details.code).toBe(code);
  expect(JSON.stringify(answer.body).length).toBeLessThan(600);
  expect(JSON.stringify(answer.body)).not.toMatch(/"a":|xxxxxxxx/);
  expect(elapsed).toBeLessThan(2000);
}

const json = (body: string, headers: Record<string, string> = {}) => ({ method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });

describe('deeply nested bodies', () => {
  const routes = ['/api/auth/local/register', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/send-email-confirmation', '/api/auth/local', '/api/participations', '/api/user-project-supports', '/api/form-participations', '/api/challenges/shareProject'];
  for (const path of routes) {
    it(`are refused on ${path} with 400 payload.tooDeep`, async () => {
      const member = await newMember();
      for (const body of [nested(5000), nestedArrays(100_000), JSON.stringify({ data: { support: 1, project: JSON.parse(nested(40)) } })]) {
        await expectRefusal(() => member.client.call(path, { ...json(body), token: member.jwt }), 400, 'payload.tooDeep');
      }
    });
  }

  it('leave a member profile update alone', async () => {
    const member = await newMember();
    await expectRefusal(() => member.client.call(`/api/users/${member.user.id}`, { method: 'PUT', token: member.jwt, body: nested(3000), headers: { 'Content-Type': 'application/json' } }), 400, 'payload.tooDeep');
    expect((await member.as('/api/users/me')).body.firstName).toBe('Test');
  });

  it('in a form body are refused too (the one route that takes forms: the development checkout page)', async () => {
    const deepForm = `${'a'}${'[b]'.repeat(40)}=1`;
    const path = `/api/checkout/local/cs_local_${'0'.repeat(48)}/pay`;
    await expectRefusal(() => apiClient().call(path, { method: 'POST', body: deepForm, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), 400, 'payload.tooDeep');
  });
});

describe('what a write may be sent as', () => {
  // A cross-site form can send these three types without a CORS preflight: none may log anyone in
  // (login CSRF would sign the member's browser into the attacker's account) or act for a member.
  const crossSiteForms: [string, string][] = [
    ['application/x-www-form-urlencoded', 'identifier=demo%40chispa.test&password=chispa-demo-2026'],
    ['text/plain', '{"identifier":"demo@chispa.test","password":"chispa-demo-2026"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="identifier"\r\n\r\ndemo@chispa.test\r\n--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nchispa-demo-2026\r\n--x--\r\n'],
  ];
  for (const [type, body] of crossSiteForms) {
    it(`refuses a login sent as ${type.split(';')[0]} with 415 and sets no cookie`, async () => {
      const client = apiClient();
      const answer = await client.call('/api/auth/local', { method: 'POST', body, headers: { 'Content-Type': type, Origin: 'https://evil.example' } });
      expect([answer.status, answer.body.error.details.code]).toEqual([415, 'payload.unsupportedType']);
      expect(client.cookie('chispa_refresh')).toBeUndefined();
    });
  }

  it('refuses a form body on a member write even with a bearer token', async () => {
    const member = await newMember();
    const answer = await member.client.call('/api/challenges/shareProject', { method: 'POST', token: member.jwt, body: 'documentId=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect([answer.status, answer.body.error.details.code]).toEqual([415, 'payload.unsupportedType']);
  });
});

describe('body size and encoding', () => {
  it('answers 413 payload.tooLarge for a body over 256 KB, declared or streamed', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(300_000) });
    await expectRefusal(() => apiClient().call('/api/auth/forgot-password', json(big)), 413, 'payload.tooLarge');
    const chunks = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(big)); c.close(); } });
    await expectRefusal(() => apiClient().call('/api/auth/forgot-password', { ...json(''), body: chunks, duplex: 'half' } as RequestInit), 413, 'payload.tooLarge');
  });

  it('counts the limit after decompression (a gzip bomb is refused)', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ email: ' '.repeat(20_000_000) })));
    await expectRefusal(() => apiClient().call('/api/auth/forgot-password', { method: 'POST', body: bomb, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } }), 413, 'payload.tooLarge');
  });

  it('refuses garbage compressed bodies with 400 payload.badEncoding', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      await expectRefusal(() => apiClient().call('/api/auth/local', { method: 'POST', body: 'definitely not compressed xxxxxxxxxx', headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding } }), 400, 'payload.badEncoding');
    }
  });

  it('still reads a well-formed gzip body', async () => {
    const body = gzipSync(Buffer.from(JSON.stringify({ identifier: 'demo@chispa.test', password: 'chispa-demo-2026' })));
    const answer = await apiClient().call('/api/auth/local', { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } });
    expect(answer.status).toBe(200);
  });

  it('refuses encodings and content types it does not read with 415', async () => {
    for (const encoding of ['compress', 'x-zip', 'gzip, gzip', 'identity;q=1']) {
      await expectRefusal(() => apiClient().call('/api/auth/local', json('{}', { 'Content-Encoding': encoding })), 415, 'payload.unsupportedEncoding');
    }
    for (const type of ['application/xml', 'application/octet-stream', 'image/png']) {
      await expectRefusal(() => apiClient().call('/api/auth/forgot-password', { method: 'POST', body: '<a/>', headers: { 'Content-Type': type } }), 415, 'payload.unsupportedType');
    }
  });

  it('answers broken JSON with 400 and never quotes it back', async () => {
    await expectRefusal(() => apiClient().call('/api/auth/local', json(`{"identifier": "${'x'.repeat(10_000)}`)), 400, 'payload.malformed');
    await expectRefusal(() => apiClient().call('/api/auth/local', json('{"__proto__": {"admin": true}}')), 400, 'payload.malformed');
  });

  it('keeps validation refusals small however many problems they find', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`field${i}`, 'x'.repeat(100)]));
    const answer = await member.as('/api/participations', { method: 'POST', json: { rewardId: Huertos!.reward!.documentId, amount: 1, ...many }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.code).toEqual(expect.any(String));
    expect(JSON.stringify(answer.body).length).toBeLessThan(2500);
  });
});

describe('query strings', () => {
  it('refuses a query nested too deeply or with too many parts with 400 query.invalid', async () => {
    const deep = `filters${'[a]'.repeat(30)}=1`;
    await expectRefusal(() => apiClient().call(`/api/projects?${deep}`), 400, 'query.invalid');
    const wide = Array.from({ length: 400 }, (_, i) => `p${i}=1`).join('&');
    await expectRefusal(() => apiClient().call(`/api/projects?${wide}`), 400, 'query.invalid');
    const longArray = Array.from({ length: 150 }, () => 'a[]=1').join('&');
    await expectRefusal(() => apiClient().call(`/api/projects?${longArray}`), 400, 'query.invalid');
  });

  it('still serves the queries the app sends', async () => {
    const answer = await apiClient().call('/api/partners?populate[imagePath]=true&populate[projects][fields][0]=name&locale=es');
    expect(answer.status).toBe(200);
  });
});

describe('uploads', () => {
  const form = (files: number) => {
    const data = new FormData();
    for (let i = 0; i < files; i += 1) data.append('files', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), `a${i}.png`);
    return data;
  };

  it('take one file per request: two are refused with 413 payload.tooManyFiles, nothing stored', async () => {
    const member = await newMember();
    const before = (await member.as('/api/users/me')).body;
    for (const count of [2, 5]) {
      await expectRefusal(() => member.client.call('/api/upload', { method: 'POST', body: form(count), token: member.jwt }), 413, 'payload.tooManyFiles');
    }
    expect((await member.as('/api/users/me')).body).toEqual(before);
  });

  it('refuse a 20 MB upload with 413 payload.tooLarge, declared or streamed', async () => {
    const member = await newMember();
    const data = new FormData();
    data.append('files', new Blob([new Uint8Array(Buffer.concat([PNG_1PX, Buffer.alloc(20_000_000)]))], { type: 'image/png' }), 'big.png');
    await expectRefusal(() => member.client.call('/api/upload', { method: 'POST', body: data, token: member.jwt }), 413, 'payload.tooLarge');
  });

  it('refuse too many form fields', async () => {
    const member = await newMember();
    const data = form(1);
    for (let i = 0; i < 50; i += 1) data.append(`f${i}`, 'x');
    await expectRefusal(() => member.client.call('/api/upload', { method: 'POST', body: data, token: member.jwt }), 413, 'payload.tooLarge');
  });

  it('refuse a broken multipart body with 400', async () => {
    const member = await newMember();
    await expectRefusal(() => member.client.call('/api/upload', { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc', token: member.jwt, headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }), 400, 'payload.malformed');
  });
});
