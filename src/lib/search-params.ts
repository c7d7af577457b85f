import * as v from 'valibot';
import { searchText } from './search-text';

// The pieces of a list's address (`validateSearch`, in the start chunk): shared, so each list adds little.

/** Text as the router hands it (`?q=123` arrives as a number): trimmed, cut to `max`, empty or odd as none. */
export const textParam = (max: number) => v.optional(v.pipe(v.unknown(), v.transform((value) => searchText(value)?.slice(0, max))));

/** A page from 1 to `max`; anything else is none (the first page). */
export const pageParam = (max: number) => v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max))), undefined);
