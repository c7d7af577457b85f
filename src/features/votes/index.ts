// What other features and the routes use of the votes feature.
export { useVoting, NO_VOTES, type MemberVote, type MemberVotes, type VotesState, type VotableProject } from './use-votes';
export { votesQueryOptions } from './api';
export { VotesLoadError } from './components/VotesLoadError';
