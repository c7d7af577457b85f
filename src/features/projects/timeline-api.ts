import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PaginationSchema, nextPageParam } from '../../lib/pagination';
import { http } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { BlocksSchema, LocaleSchema, MediaSchema } from '../../lib/schemas';
import { projectTimelineRequest } from './requests';

// A project's timeline, read by the project page only (out of api.ts, which the start chunk holds).

/** An update's statuses as the server's schema has them (api/project-update/content-types/project-update/schema.json). */
export const UPDATE_STATUSES = ['planned', 'inProgress', 'delayed', 'delivered', 'cancelled'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/**
 * One item: an update, or a news post linked to the project. One flat object rather than a valibot
 * variant: the start chunk holds valibot's functions the app uses anywhere, and the home is at its budget.
 */
const TimelineItemSchema = v.object({
  kind: v.picklist(['update', 'news']),
  documentId: v.string(),
  locale: LocaleSchema,
  date: v.string(),
  title: v.string(),
  body: BlocksSchema,
  /** An update's status; one this app does not know (a newer server) is shown as none. */
  status: v.nullish(v.string()),
  progress: v.nullish(v.number()),
  pictures: v.nullish(v.array(MediaSchema)),
  excerpt: v.nullish(v.string()),
});

const TimelinePageSchema = v.object({
  data: v.array(TimelineItemSchema),
  meta: v.object({
    pagination: PaginationSchema,
    /** The newest published update that gives a percentage: it fills the project's progress bar. */
    progress: v.nullish(v.object({ percent: v.number(), date: v.string() })),
  }),
});

export type TimelineItem = v.InferOutput<typeof TimelineItemSchema>;
export type TimelinePage = v.InferOutput<typeof TimelinePageSchema>;

export async function fetchTimelinePage(documentId: string, page: number): Promise<TimelinePage> {
  return v.parse(TimelinePageSchema, await http.read(projectTimelineRequest(documentId, page)).json());
}

/** A project's timeline, newest first, a page at a time ("earlier updates"). */
export const timelineQueryOptions = (documentId: string, language: Language) =>
  infiniteQueryOptions({
    queryKey: ['project-timeline', documentId, language],
    queryFn: ({ pageParam }) => fetchTimelinePage(documentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
