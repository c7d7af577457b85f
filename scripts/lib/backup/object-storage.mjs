// Every object of the uploads bucket, through the S3 API (the same settings Strapi's provider uses).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

function client(env) {
  return new S3Client({
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
}

async function listKeys(s3, bucket) {
  const keys = [];
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Copies the bucket into `dir`; answers each object's key, type and SHA-256. */
export async function downloadBucket(env, dir) {
  const s3 = client(env);
  const objects = [];
  for (const key of await listKeys(s3, env.S3_BUCKET)) {
    const answer = await s3.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }));
    const body = Buffer.from(await answer.Body.transformToByteArray());
    const file = join(dir, key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    objects.push({ key, type: answer.ContentType ?? 'application/octet-stream', sha256: createHash('sha256').update(body).digest('hex') });
  }
  return objects;
}

/** Makes the bucket hold exactly the backed-up objects: each one put back, any other removed. */
export async function uploadBucket(env, dir, objects) {
  const s3 = client(env);
  const kept = new Set(objects.map((object) => object.key));
  const extra = (await listKeys(s3, env.S3_BUCKET)).filter((key) => !kept.has(key));
  for (let i = 0; i < extra.length; i += 1000) {
    await s3.send(new DeleteObjectsCommand({ Bucket: env.S3_BUCKET, Delete: { Objects: extra.slice(i, i + 1000).map((Key) => ({ Key })) } }));
  }
  for (const object of objects) {
    const body = readFileSync(join(dir, object.key));
    if (createHash('sha256').update(body).digest('hex') !== object.sha256) throw new Error(`the backup's copy of ${object.key} is damaged`);
    await s3.send(new PutObjectCommand({ Bucket: env.S3_BUCKET, Key: object.key, Body: body, ContentType: object.type, ...(env.S3_ACL === 'none' ? {} : { ACL: env.S3_ACL ?? 'public-read' }) }));
  }
  return { restored: objects.length, removed: extra.length };
}
