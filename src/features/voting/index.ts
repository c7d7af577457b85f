// The voting rules the projects, their results, the rewards, the home and the partners share: what
// a project can be, and where its window (votes, or a form's sign-up) stands. Pure; the start chunk
// reads it (the home's cards).
export { STATUSES, TYPES } from './statuses';
export { isVotingOpen, isStillVoting, signUpPhase, votingClosesAt, votingPhase, type Dated } from './rules';
export { optionName, type OptionNames } from './options';
