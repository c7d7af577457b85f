// What the partners' route reads besides its page's component: its address's state, checked by
// validateSearch in the start chunk, kept out of index.ts (whose reads the start chunk need not hold).
export { partnerListSearch, type PartnerListSearch } from './list-search';
