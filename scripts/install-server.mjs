// The Strapi server keeps its own dependency tree (its admin panel pins React Router 6, styled-components
// and its own Vite), so it is installed beside the front end rather than hoisted into one workspace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
if (process.env.CHISPA_SKIP_SERVER_INSTALL === '1') process.exit(0);
if (!existsSync(serverDir)) process.exit(0);

const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: serverDir, stdio: 'inherit' });
process.exit(result.status ?? 1);
