import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));
export const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
