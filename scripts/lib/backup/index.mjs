// A backup is a folder: the database dump, a copy of the uploads bucket and a manifest that names
// what is inside (with each object's SHA-256), so that a restore can check it before it starts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumpDatabase, restoreDatabase } from './database.mjs';
import { downloadBucket, uploadBucket } from './object-storage.mjs';

const FORMAT = 1;

/** @param {Record<string, string | undefined>} env Strapi's settings (DATABASE_*, S3_*) */
export async function backUp(env, dir) {
  if (env.DATABASE_CLIENT !== 'postgres') throw new Error('Backups are for PostgreSQL (DATABASE_CLIENT=postgres).');
  mkdirSync(dir, { recursive: true });
  if (existsSync(join(dir, 'manifest.json'))) throw new Error(`${dir} already holds a backup.`);
  dumpDatabase(env, join(dir, 'database.dump'));
  const objects = env.UPLOAD_PROVIDER === 'aws-s3' ? await downloadBucket(env, join(dir, 'objects')) : null;
  const manifest = { format: FORMAT, takenAt: new Date().toISOString(), database: 'database.dump', objects };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Puts the database and the bucket back as they were when `dir` was taken. Stop the instances first. */
export async function restore(env, dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`Unknown backup format ${manifest.format}.`);
  if (manifest.objects && env.UPLOAD_PROVIDER !== 'aws-s3') throw new Error('This backup holds uploads for object storage: set UPLOAD_PROVIDER=aws-s3 and the S3 settings.');
  const objects = manifest.objects ? await uploadBucket(env, join(dir, 'objects'), manifest.objects) : null;
  restoreDatabase(env, join(dir, manifest.database));
  return { takenAt: manifest.takenAt, objects };
}
