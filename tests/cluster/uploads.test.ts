import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestCluster, type Instance } from './instances';
import { joinMember } from './members';

const cluster = useTestCluster(1);
let a: Instance;
beforeAll(() => {
  [a] = cluster.instances as [Instance];
});

describe('uploads through the front', () => {
  const PNG_1PX = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000c51e2e6b0000000d4944415478da63f8cfc0f01f0005000201a5f3a3b30000000049454e44ae426082', 'hex');

  it.each([
    ['30 tiny files', 30, PNG_1PX.length, 'payload.tooManyFiles'],
    ['30 files of 90 KB', 30, 90_000, 'payload.tooManyFiles'],
    ['30 photos of 400 KB (12 MB)', 30, 400_000, 'payload.tooLarge'],
  ])('answers %s in one upload with 413 and a code, not a reset connection', async (_case, count, size, code) => {
    const member = await joinMember(cluster, a);
    const form = new FormData();
    const bytes = Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]);
    for (let index = 0; index < count; index += 1) form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`);
    const refused = await call(cluster, '/api/upload', { method: 'POST', body: form, token: member.token, address: member.address });
    expect([refused.status, refused.body?.error?.details?.code]).toEqual([413, code]);
  });
});
