// `npm run backup -- <folder>`: the database and the uploads bucket, from Strapi's settings in the
// environment (DATABASE_*, UPLOAD_PROVIDER, S3_*). See docs/deployment.md, "Backup and restore".
import { backUp } from './lib/backup/index.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run backup -- <folder>');
  process.exit(2);
}
try {
  const manifest = await backUp(process.env, dir);
  console.log(`Backup taken at ${manifest.takenAt} in ${dir}: the database${manifest.objects ? ` and ${manifest.objects.length} objects` : ''}.`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
