import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, listOf, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';
import { STATUSES, TYPES } from '../voting';
import { PROJECT_LIST, projectRequest } from './requests';

const text = v.nullish(v.string());

export const ProjectSchema = v.object({
  documentId: v.string(),
  locale: LocaleSchema,
  name: v.string(),
  subtitle: text,
  subtitleExtraInfo: text,
  extract: text,
  supportText: text,
  location: text,
  videoUrl: text,
  description_rt: BlocksSchema,
  voting_start: text,
  voting_end: text,
  /** When its tallies show: afterClosing (default), live or never (server/src/lib/results/visibility.ts). */
  results_visibility: text,
  /** Who may vote (server/src/lib/eligibility/requirements.ts); absent: any member. */
  voteRequirement: text,
  project_start: text,
  project_end: text,
  currentstatus: v.picklist(STATUSES),
  project_type: v.picklist(TYPES),
  /** A lookwhat project's options by name (required to publish one; see features/voting/options.ts). */
  option1_label: text,
  option2_label: text,
  card_visible: v.nullish(v.boolean()),
  mainImage: v.nullish(MediaSchema),
  gallery: v.nullish(v.array(MediaSchema)),
  partner: v.nullish(v.object({ documentId: v.string(), name: v.string() })),
  reward: v.nullish(
    v.object({
      documentId: v.string(),
      /** Its own language: Spanish where the project's lacks it (docs/decisions/i18n/related-items-fall-back.md). */
      locale: LocaleSchema,
      title: v.string(),
      cost: v.number(),
      start_date: v.string(),
      end_date: v.string(),
      thumbnailImage: v.nullish(MediaSchema),
    }),
  ),
});

export type Project = v.InferOutput<typeof ProjectSchema>;

export async function fetchProjects(): Promise<Project[]> {
  const body = await http.read(PROJECT_LIST).json();
  return v.parse(listOf(ProjectSchema), body).data;
}

export async function fetchProject(documentId: string): Promise<Project> {
  const body = await http.read(projectRequest(documentId)).json();
  return v.parse(singleOf(ProjectSchema), body).data;
}

export const projectsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['projects', language], queryFn: fetchProjects });

export const projectQueryOptions = (documentId: string, language: Language) =>
  queryOptions({ queryKey: ['project', documentId, language], queryFn: () => fetchProject(documentId) });
