// What only the project page's code uses of the projects feature, besides its components (imported
// by their file): kept out of index.ts, which the start chunk reads.
export { statusLabelId } from './status-label';
