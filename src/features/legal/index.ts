// What other features and the routes use of the legal feature. Its pages, the acceptance check the
// root route mounts and the barrier form: by their file (features/legal/components/<Name>).
export { placeOf, type LegalKind } from './kinds';
