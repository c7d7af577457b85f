import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths.mjs';
import { call, useTestCluster, type Instance } from './instances';
import { joinMember, type JoinedMember } from './members';

type Project = { documentId: string; name: string };

const cluster = useTestCluster(1);
let backupDir: string;

beforeAll(async () => {
  backupDir = join(mkdtempSync(join(tmpdir(), 'chispa-backup-')), 'backup');
});
afterAll(async () => {
  rmSync(join(backupDir, '..'), { recursive: true, force: true });
});

/**
 * The npm script, run as an operator would, with the instances' settings in the environment (never
 * synchronously: the object storage and the mail catcher answer from this very process).
 */
async function npmScript(name: 'backup' | 'restore') {
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, [join(rootDir, 'scripts', `${name}.mjs`), backupDir], {
    env: { ...process.env, ...cluster.postgres.env, ...cluster.storage.env },
  });
  return stdout;
}

async function uploadPicture(on: Instance, member: JoinedMember) {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('fileInfo', JSON.stringify({ name: 'Mi avatar', alternativeText: 'Foto de perfil', caption: 'Avatar' }));
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
  const stored = await call(on, '/api/upload', { method: 'POST', body: form, token: member.token });
  expect(stored.status).toBe(201);
  return stored.body[0] as { url: string; hash: string; ext: string };
}

const votesOf = async (member: JoinedMember) => ((await call(cluster, '/api/user-project-supports', { token: member.token })).body.data as unknown[]).length;

describe('backup and restore (PostgreSQL and object storage)', () => {
  it('brings back the database and the pictures as they were when the backup was taken', { timeout: 120_000 }, async () => {
    const [a] = cluster.instances as [Instance];
    const projects = (await call(cluster, '/api/projects?locale=es')).body.data as Project[];
    const [huertos, comedor] = ['Huertos', 'Comedor'].map((name) => projects.find((project) => project.name.startsWith(name))!);
    const member = await joinMember(cluster, a);
    expect((await call(a, '/api/user-project-supports', { method: 'POST', token: member.token, json: { data: { support: 1, project: huertos!.documentId } } })).status).toBe(201);
    const kept = await uploadPicture(a, member);

    expect(await npmScript('backup')).toMatch(/Backup taken at .+ the database and \d+ objects/);

    // After the backup: a vote and a picture more, and a picture lost from the bucket.
    expect((await call(a, '/api/user-project-supports', { method: 'POST', token: member.token, json: { data: { support: 1, project: comedor!.documentId } } })).status).toBe(201);
    const later = await uploadPicture(a, member);
    const s3 = new S3Client({ endpoint: cluster.storage.origin, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: cluster.storage.env.S3_ACCESS_KEY_ID, secretAccessKey: cluster.storage.env.S3_SECRET_ACCESS_KEY } });
    await s3.send(new DeleteObjectCommand({ Bucket: cluster.storage.env.S3_BUCKET, Key: `${kept.hash}${kept.ext}` }));
    expect((await fetch(`${cluster.url}${kept.url}`)).status).toBe(404);
    expect(await votesOf(member)).toBe(2);

    await a.stop();
    expect(await npmScript('restore')).toMatch(/Restored the backup of .+ objects put back, 1 removed/);
    await cluster.restartInstance(0);

    expect(await votesOf(member)).toBe(1);
    const picture = await fetch(`${cluster.url}${kept.url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${cluster.url}${later.url}`)).status).toBe(404);
  });

  it('refuses to write a backup over another one', async () => {
    await expect(npmScript('backup')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already holds a backup') });
  });
});
