import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { refusal } from '../errors';
import type { DocumentWith } from '../documents';
import { memoUntilPublicWrite } from '../public-memo';
import { sharesOf, talliesOf } from './tallies';
import { resultsState, type ResultsProject, type ResultsState } from './visibility';

const PROJECT = 'api::project.project';
const FIELDS = ['currentstatus', 'project_type', 'voting_start', 'voting_end', 'results_visibility'];

export { dropTally } from './tallies';

/**
 * What the app shows: the counts and shares of +1 and -1 votes; `final` once voting has closed and
 * the 12 hours in which votes queued offline before the close may still arrive are over, `provisional`
 * during those hours.
 */
export type ProjectResult = {
  project: string;
  kind: 'supportOppose' | 'options';
  counts: { positive: number; negative: number };
  shares: { positive: number; negative: number };
  total: number;
  final: boolean;
  provisional: boolean;
};

function present(project: ResultsProject, counts: { positive: number; negative: number }, { final, provisional }: { final: boolean; provisional: boolean }): ProjectResult {
  return {
    project: project.documentId,
    kind: project.project_type === 'lookwhat' ? 'options' : 'supportOppose',
    counts,
    shares: sharesOf(counts),
    total: counts.positive + counts.negative,
    final,
    provisional,
  };
}

export function projectResults(strapi: Core.Strapi) {
  const published = memoUntilPublicWrite(async (documentId) =>
    (await strapi.documents(PROJECT).findOne({ documentId, status: 'published', fields: FIELDS } as never)) as ResultsProject | null,
  );
  const allPublished = memoUntilPublicWrite(
    async (): Promise<ResultsProject[]> => (await strapi.documents(PROJECT).findMany({ status: 'published', fields: FIELDS, limit: 1000 } as never)) as DocumentWith<ResultsProject>[],
  );

  return {
    /** One project's result, or the refusal that says why it is not shown (yet). */
    async ofProject(documentId: string): Promise<ProjectResult> {
      const project = await published(documentId);
      if (!project) throw refusal(404, 'project.notFound', 'There is no such project');
      const at = now();
      const state = resultsState(project, at);
      if (!state.shown) throw refusal(state.status, state.code, state.message);
      const tallies = await talliesOf(strapi, [project.documentId]);
      return present(project, tallies.get(project.documentId)!, state);
    },

    /** Every published project's result that may be shown now (the home's cards), in one aggregate. */
    async shown(): Promise<ProjectResult[]> {
      const at = now();
      const shown = (await allPublished('all'))
        .map((project) => ({ project, state: resultsState(project, at) }))
        .filter((item): item is { project: ResultsProject; state: Extract<ResultsState, { shown: true }> } => item.state.shown);
      if (shown.length === 0) return [];
      const tallies = await talliesOf(strapi, shown.map(({ project }) => project.documentId));
      return shown.map(({ project, state }) => present(project, tallies.get(project.documentId)!, state));
    },
  };
}
