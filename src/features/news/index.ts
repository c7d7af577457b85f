// What other features use of the news feature.
export type { NewsPost } from './api';
export { LatestNews } from './components/LatestNews';
