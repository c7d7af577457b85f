import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PaginationSchema } from '../../lib/pagination';
import { http } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { ProjectSchema } from './api';
import { projectSearchRequest, type ProjectQuery } from './requests';

// The search's pages, read by /projects only: out of api.ts, which the start chunk holds (the route's
// loader imports this file when it runs).

const ProjectPageSchema = v.object({
  data: v.array(ProjectSchema),
  meta: v.object({
    pagination: PaginationSchema,
    facets: v.object({ partners: v.array(v.object({ documentId: v.string(), name: v.string() })), places: v.array(v.string()) }),
  }),
});

export type ProjectPage = v.InferOutput<typeof ProjectPageSchema>;

export async function fetchProjectPage(query: ProjectQuery): Promise<ProjectPage> {
  return v.parse(ProjectPageSchema, await http.read(projectSearchRequest(query)).json());
}

/** One page of /projects: its key holds the request's parameters, so each list is kept (and persisted) on its own. */
export const projectPageQueryOptions = (query: ProjectQuery, language: Language) =>
  queryOptions({ queryKey: ['project-search', language, projectSearchRequest(query).params], queryFn: () => fetchProjectPage(query) });
