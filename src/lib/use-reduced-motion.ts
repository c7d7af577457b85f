import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the member asked their system for less motion (followed live). */
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION);
