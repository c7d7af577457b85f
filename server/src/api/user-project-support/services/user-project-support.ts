import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { isVotingOpen } from '../../../lib/madrid-time';
import { inMemberTransaction } from '../../../lib/member-transaction';

const UID = 'api::user-project-support.user-project-support';

type VoteRow = { documentId: string; support: number; projectDocumentId: string; createdAt: string };

export const voteKey = (userId: number, projectDocumentId: string) => `${userId}:${projectDocumentId}`;

export default factories.createCoreService(UID, ({ strapi }) => {
  const votes = () => strapi.db.query(UID);

  const present = (row: VoteRow, names: Map<string, string>) => ({
    documentId: row.documentId,
    support: row.support,
    project: { documentId: row.projectDocumentId, name: names.get(row.projectDocumentId) ?? null },
    createdAt: row.createdAt,
  });

  async function projectNames(documentIds: string[], locale?: unknown) {
    if (!documentIds.length) return new Map<string, string>();
    const projects = await strapi.documents('api::project.project').findMany({
      filters: { documentId: { $in: documentIds } },
      fields: ['name'],
      locale: typeof locale === 'string' ? locale : undefined,
      status: 'published',
    });
    return new Map(projects.map((p) => [p.documentId, p.name as string]));
  }

  return {
    async listOwn(userId: number, locale?: unknown) {
      const rows: VoteRow[] = await votes().findMany({ where: { user: userId }, orderBy: { createdAt: 'desc' } });
      const names = await projectNames([...new Set(rows.map((r) => r.projectDocumentId))], locale);
      return rows.map((row) => present(row, names));
    },

    /** One vote per member and project; the same vote again answers the first; voting rules re-checked. */
    async cast(userId: number, input: { support: number; project: string }) {
      return inMemberTransaction(strapi, userId, async () => {
        const key = voteKey(userId, input.project);
        const existing: VoteRow | null = await votes().findOne({ where: { voteKey: key } });
        if (existing) {
          if (existing.support !== input.support) {
            throw refusal(409, 'vote.alreadyVoted', 'You have already voted differently on this project');
          }
          return { vote: present(existing, new Map()), created: false };
        }

        const project = await strapi.documents('api::project.project').findOne({
          documentId: input.project,
          status: 'published',
          fields: ['currentstatus', 'voting_start', 'voting_end', 'name'],
        });
        if (!project) throw refusal(404, 'project.notFound', 'There is no such project');
        if (!isVotingOpen(project as never)) throw refusal(409, 'vote.votingClosed', 'Voting on this project is closed');

        const row = (await strapi.documents(UID).create({
          data: { support: input.support, projectDocumentId: input.project, voteKey: key, user: userId },
        })) as unknown as VoteRow;
        await strapi.service('api::challenge.awards').award(userId, 'vote', input.project);
        return { vote: present(row, new Map([[input.project, project.name as string]])), created: true };
      });
    },
  };
});
