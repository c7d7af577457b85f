// `npm run restore -- <folder>`: puts the database and the uploads bucket back as the backup holds
// them. Stop every Strapi instance first; start them again afterwards.
import { restore } from './lib/backup/index.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run restore -- <folder>');
  process.exit(2);
}
try {
  const result = await restore(process.env, dir);
  console.log(`Restored the backup of ${result.takenAt}${result.objects ? `: ${result.objects.restored} objects put back, ${result.objects.removed} removed` : ''}.`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
