import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));
export const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
/** Strapi's command line, run with `runtimeNode()` (scripts/lib/runtime.mjs). */
export const strapiCli = fileURLToPath(new URL('../../server/node_modules/@strapi/strapi/bin/strapi.js', import.meta.url));
