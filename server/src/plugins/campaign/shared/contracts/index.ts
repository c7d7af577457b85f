// The campaign view's contract: what its server half answers and its admin half reads, written once.
export type * from './figures';
export type * from './lists';
export type * from './accounts';
export type * from './premium';
export type * from './verification';
