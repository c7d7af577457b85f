// What the routes use of the rewards feature (its components: by their file).
export { rewardQueryOptions } from './api';
export { rewardPrice } from './rules';
