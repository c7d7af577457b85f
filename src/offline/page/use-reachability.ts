import { useSyncExternalStore } from 'react';
import { onReachabilityChange, reachability } from '../outbox/connectivity';

/** Whether Chispa's server answers, as the app's and the worker's own requests last found. */
export const useReachable = () => useSyncExternalStore(onReachabilityChange, () => reachability() === 'reachable', () => true);
