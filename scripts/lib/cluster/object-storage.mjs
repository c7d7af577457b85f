// A local S3-compatible server (s3rver: the S3 REST API over a folder) standing in for the object
// storage production uses; Strapi reaches it through @strapi/provider-upload-aws-s3 as it would AWS.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export const BUCKET = 'chispa-uploads';
// s3rver's fixed development credentials (it accepts no others).
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** @param {{ port: number, directory: string }} options */
export async function startObjectStorage({ port, directory }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  await server.run();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    /** Strapi's settings for the S3 provider (server/config/plugins.ts). */
    env: {
      UPLOAD_PROVIDER: 'aws-s3',
      S3_ENDPOINT: origin,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    stop: () => server.close(),
  };
}
