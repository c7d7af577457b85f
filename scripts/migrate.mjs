// The deploy step before any instance of a new version serves (docs/deployment.md, "Deploying a new
// version"; deploy/systemd/chispa-strapi@.service runs it on instance 1): one production Strapi with
// the instances' settings boots on a loopback port of its own, which runs the schema sync, the
// migrations (server/database/migrations, each once) and the bootstrap, answers its health check, and
// stops. Exit 0 when done; 1, with Strapi's own message above, when a migration refused.
import { freePort, startServer } from './lib/server-process.mjs';

const started = Date.now();
// The instance's own metrics port: it binds it once this step is over.
delete process.env.METRICS_PORT;
try {
  const server = await startServer({ port: await freePort(), production: true, env: { HOST: '127.0.0.1' } });
  await server.stop();
  console.log(`The database is migrated (${((Date.now() - started) / 1000).toFixed(1)} s).`);
} catch (error) {
  console.error(`✖ The migration step failed: ${error.message}`);
  process.exit(1);
}
