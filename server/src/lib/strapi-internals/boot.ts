// The seam's second entry, for the server's bootstrap only: the boot check, and its test's breakage.
export { checkStrapiAssumptions } from './assumptions';
export { breakMetadataForTest } from './test-breakage';
export { keepVoteTallies } from './vote-tallies';
