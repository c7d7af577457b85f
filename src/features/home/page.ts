// What only the home page's code uses of the home feature, besides its components (imported by
// their file): kept out of index.ts, which the start chunk reads.
export { useLoopCarousel } from './carousel/use-loop-carousel';
