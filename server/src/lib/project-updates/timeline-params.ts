import { refusal } from '../errors';
import { wholeNumberParam } from '../query-params';

/** A page of a timeline: a screenful of updates, a few more for a long project. */
const TIMELINE_PAGE_SIZE = 10;
const MAX_TIMELINE_PAGE_SIZE = 50;
/**
 * The newest this many items of a project's timeline are listed (docs/decisions/server/project-timeline.md):
 * weekly updates for four years; an older one is still read in the admin panel.
 */
export const MAX_TIMELINE_ITEMS = 200;

export type TimelineParams = { page: number; pageSize: number };

const invalid = (name: string, why: string): never => {
  throw refusal(400, 'projectTimeline.invalid', `"${name}" ${why}`, { parameter: name });
};

const wholeNumber = (query: Record<string, unknown>, name: string, fallback: number, max: number) =>
  wholeNumberParam(query[name], { fallback, max, refuse: (why) => invalid(name, why) });

/** The timeline's query string: `page` and `pageSize` (a client's mistake is a 400 with a code, never a 500). */
export function timelineParams(query: Record<string, unknown>): TimelineParams {
  const pageSize = wholeNumber(query, 'pageSize', TIMELINE_PAGE_SIZE, MAX_TIMELINE_PAGE_SIZE);
  const page = wholeNumber(query, 'page', 1, Math.ceil(MAX_TIMELINE_ITEMS / pageSize));
  return { page, pageSize };
}
