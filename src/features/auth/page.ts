// What the routes' components and other features' pages use of the auth feature, besides its
// components (imported by their file): kept out of index.ts, which the start chunk reads.
export { returnPath } from './return-path';
export { markFirstLogin } from './first-login';
export { forgetDeletedMember } from './forget-member';
