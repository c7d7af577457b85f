import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { now } from '../../../lib/clock';
import { voteAdmission } from '../../../lib/late-votes';
import { followOnVote, voteByKey, votesOfMember, writeKeyedRecords, type KeyedRecord, type VoteRow } from '../../../lib/strapi-internals';
import type { Challenge } from '../../challenge/services/awards';
import { memoUntilPublicWrite } from '../../../lib/public-memo';
import { dropTally } from '../../../lib/results';
import { assertMeets, type Verifiable } from '../../../lib/eligibility/requirements';

const UID = 'api::user-project-support.user-project-support';

type AwardsService = {
  challengeOf(kind: string): Promise<Challenge | null>;
  paymentOf(userId: number, kind: 'vote', subject: string, challenge: Challenge | null): KeyedRecord | null;
};

export const voteKey = (userId: number, projectDocumentId: string) => `${userId}:${projectDocumentId}`;

export default factories.createCoreService(UID, ({ strapi }) => {
  /** A published project's status and voting dates, kept until editors write public content. */
  const votingWindow = memoUntilPublicWrite((documentId) =>
    strapi.documents('api::project.project').findOne({
      documentId,
      status: 'published',
      fields: ['currentstatus', 'voting_start', 'voting_end', 'name', 'project_type', 'voteRequirement'],
    }),
  );

  /** What a vote says of its project: its name, and its type (a lookwhat vote is an option chosen, not support or opposition). */
  type VotedProject = { name: string; project_type: string };

  const present = (row: VoteRow, projects: Map<string, VotedProject>) => ({
    documentId: row.documentId,
    support: row.support,
    project: { documentId: row.projectDocumentId, name: projects.get(row.projectDocumentId)?.name ?? null, project_type: projects.get(row.projectDocumentId)?.project_type ?? null },
    createdAt: row.createdAt,
  });

  /** The published names and types of a set of projects in a language, kept until editors write public content. */
  const projectsNamed = memoUntilPublicWrite(async (key) => {
    const [locale, ids] = JSON.parse(key) as [string | null, string[]];
    const projects = await strapi.documents('api::project.project').findMany({
      filters: { documentId: { $in: ids } },
      fields: ['name', 'project_type'],
      locale: locale ?? undefined,
      status: 'published',
    });
    return new Map(projects.map((p) => [p.documentId, { name: p.name as string, project_type: p.project_type as string }]));
  });

  async function votedProjects(documentIds: string[], locale?: unknown) {
    if (!documentIds.length) return new Map<string, VotedProject>();
    return projectsNamed(JSON.stringify([typeof locale === 'string' ? locale : null, [...documentIds].sort()]));
  }

  return {
    async listOwn(userId: number, locale?: unknown) {
      const rows = await votesOfMember(strapi, userId);
      const projects = await votedProjects([...new Set(rows.map((r) => r.projectDocumentId))], locale);
      return rows.map((row) => present(row, projects));
    },

    /**
     * One vote per member and project; the same vote again answers the first; voting rules re-checked,
     * the project's requirement on who votes included (`member`: how they are verified).
     * A replay is answered before the member's write: a vote is never changed or removed once cast.
     * `queued`: when the app queued it (null: unknown), which lets a vote cast offline before the
     * close count within the grace after it (lib/late-votes.ts).
     * A vote that stands (written now, or replayed) follows its project, unless the member unfollowed
     * it: one indexed insert that leaves an existing row alone (docs/decisions/following/voting-follows.md).
     */
    async cast(userId: number, input: { support: number; project: string }, member: Verifiable, queued: number | null = null) {
      const key = voteKey(userId, input.project);
      const answerTo = (existing: VoteRow) => {
        if (existing.support !== input.support) {
          throw refusal(409, 'vote.alreadyVoted', 'You have already voted differently on this project');
        }
        return { vote: present(existing, new Map()), created: false };
      };
      const follows = async <T>(outcome: T) => {
        await followOnVote(strapi, userId, input.project, now());
        return outcome;
      };
      const cast = await voteByKey(strapi, key);
      if (cast) return follows(answerTo(cast));

      // Read before the write, which does nothing but SQL.
      const project = await votingWindow(input.project);
      if (!project) throw refusal(404, 'project.notFound', 'There is no such project');
      // A form project is entered by its sign-up form, never voted on (spec §4): no vote, no DIDs for one.
      if (project.project_type === 'form') throw refusal(409, 'vote.notVotable', 'This project takes sign-ups, not votes');
      const admission = voteAdmission(project as never, now(), queued);
      if (admission === 'closed') throw refusal(409, 'vote.votingClosed', 'Voting on this project is closed');
      if (admission === 'tooLate') throw refusal(409, 'vote.arrivedTooLate', 'This vote was queued before voting closed but arrived more than 12 hours after it: it does not count');
      assertMeets(member, project.voteRequirement, 'vote');
      const awards = strapi.service('api::challenge.awards') as AwardsService;
      const challenge = await awards.challengeOf('vote');
      // The vote's key is unique in the database: of two concurrent first votes, one is written and
      // paid, the other answered as a replay of it.
      const vote: KeyedRecord = { uid: UID, data: { support: input.support, projectDocumentId: input.project, voteKey: key }, unlessTaken: 'voteKey' };
      const payment = awards.paymentOf(userId, 'vote', input.project, challenge);
      const [record] = await writeKeyedRecords(strapi, userId, payment ? [vote, payment] : [vote]);
      const outcome = record
        ? {
            vote: present({ ...record, support: input.support, projectDocumentId: input.project }, new Map([[input.project, { name: project.name as string, project_type: project.project_type as string }]])),
            created: true,
          }
        : answerTo((await voteByKey(strapi, key))!);
      if (outcome.created) dropTally(input.project);
      return follows(outcome);
    },
  };
});
