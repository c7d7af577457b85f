// What other features and the routes use of the projects feature.
export { STATUSES, TYPES, type Project } from './api';
export { isVotingOpen, isStillVoting, votingPhase, optionForSupport, type Dated } from './rules';
export { projectPageUrl, rewardPageUrl, newsPageUrl, recordShare } from './share';
