// What the project, news and DIDs pages use to share a page: its canonical address, LinkedIn's
// dialog, and the share recorded for its challenge.
export { projectPageUrl, rewardPageUrl, newsPageUrl, linkedInShareUrl, recordShare } from './share';
