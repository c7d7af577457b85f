import type { Core } from '@strapi/strapi';
import type { DocumentWith } from '../lib/documents';
import { emailKey } from '../lib/eligibility/email-key';
import { startOfMadridDay, votingClosesAt } from '../lib/madrid-time';
import { newReferralCode } from '../lib/referral-code';
import { insertMemberRecordsInBulk, insertMembersInBulk, moveMemberRecordsInTime } from '../lib/strapi-internals';
import { voteKey } from '../api/user-project-support/services/user-project-support';
import { demoDocuments, type DemoDocument, type MovedDocument } from './demo-dates';
import { DEMO_VOTER_COUNT, DEMO_VOTER_DOMAIN, PAST_DRAW, VOTE_HISTORY, demoVoterEmail, demoVoterProfile, seededRandom } from './content/vote-history';
import { demoVotes, type ClosedProject } from './demo-vote-plan';
import { seedPastDrawEntries } from './demo-past-draw';

/**
 * The development demo's closed projects carry the votes of its neighbourhood: DEMO_VOTER_COUNT
 * members who cannot sign in (blocked, no password, an address on a reserved domain) and their
 * votes, dated inside each project's voting window, written once in bulk. They are real vote rows:
 * the tallies' triggers count them, so the results, the campaign view and its CSV agree. When the
 * demo's dates move to a new day (demo-dates.ts), their votes move with their project.
 * Development only (seed/index.ts): production never has them (docs/decisions/server/demo-vote-history.md).
 */

const VOTES = 'api::user-project-support.user-project-support';
const RECORDS = 'api::did-record.did-record';
const ENTRIES = 'api::participation.participation';
const USERS = 'plugin::users-permissions.user';
const PROJECT = 'api::project.project';
const MARKER = { type: 'core', name: 'chispa', key: 'demo-vote-history' } as const;
type Marker = { voters: number[] };

const DAY = 24 * 60 * 60 * 1000;

/** The demo's projects whose voting has closed by `now`, with their window as the database has it. */
async function closedDemoProjects(strapi: Core.Strapi, documents: DemoDocument[], now: number): Promise<ClosedProject[]> {
  const demo = documents.filter((d) => d.kind === 'project' && VOTE_HISTORY[d.key]);
  if (demo.length === 0) return [];
  const rows = (await strapi.documents(PROJECT).findMany({
    status: 'published',
    locale: 'es',
    filters: { documentId: { $in: demo.map((d) => d.documentId) } },
    fields: ['voting_start', 'voting_end'],
  } as never)) as DocumentWith<{ voting_start: string | null; voting_end: string | null }>[];
  const byId = new Map(rows.map((row) => [row.documentId, row]));
  return demo.flatMap(({ key, documentId }) => {
    const row = byId.get(documentId);
    if (!row?.voting_start || !row.voting_end || votingClosesAt(row.voting_end) > now) return [];
    return [{ key, documentId, votingStart: row.voting_start, closesAt: votingClosesAt(row.voting_end) }];
  });
}

/** The voters and the votes of the demo's closed projects, once per database. */
export async function seedDemoVoteHistory(strapi: Core.Strapi, now: number) {
  if (await strapi.store.get(MARKER)) return;
  const started = Date.now();
  const demo = await demoDocuments(strapi);
  const projects = await closedDemoProjects(strapi, demo, now);
  if (projects.length === 0) {
    // No demo content (production, or editors' own): nothing to vote on, and nothing to look for at the next start.
    await strapi.store.set({ ...MARKER, value: { voters: [] } satisfies Marker });
    return;
  }
  const users = strapi.db.query(USERS);
  const existing = (await users.findMany({ where: { email: { $endsWith: `@${DEMO_VOTER_DOMAIN}` } }, select: ['id'] })) as { id: number }[];
  if (existing.length > 0) {
    // Written before, its marker lost: remember them, add nothing.
    await strapi.store.set({ ...MARKER, value: { voters: existing.map((v) => v.id) } satisfies Marker });
    return;
  }
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] })) as { id: number };
  const votes = demoVotes(projects);
  // Each voter joined some days before the first of these votings opened.
  const firstOpening = Math.min(...projects.map((p) => startOfMadridDay(p.votingStart)));
  const random = seededRandom(0xc0ffee);
  const joined = Array.from({ length: DEMO_VOTER_COUNT }, () => new Date(firstOpening - Math.ceil(1 + random() * 60) * DAY));
  const ids = await insertMembersInBulk(
    strapi,
    role.id,
    joined.map((joinedAt, index) => {
      const email = demoVoterEmail(index);
      return {
        joinedAt,
        data: {
          ...demoVoterProfile(index),
          email,
          username: email,
          emailKey: emailKey(email),
          provider: 'local',
          password: null,
          confirmed: true,
          blocked: true,
          country: 'ES',
          userType: 'default',
          referralCode: newReferralCode(),
          consentedAt: joinedAt,
          ageDeclaredAt: joinedAt,
        },
      };
    }),
  );
  await insertMemberRecordsInBulk(
    strapi,
    VOTES,
    votes.map((vote) => ({ userId: ids[vote.voter]!, at: vote.at, data: { support: vote.support, projectDocumentId: vote.project, voteKey: voteKey(ids[vote.voter]!, vote.project) } })),
  );
  const earned = await seedEarnings(strapi, ids, joined, votes);
  const entries = await seedPastDrawEntries(strapi, demo, { ids, votes, earned, now });
  await strapi.store.set({ ...MARKER, value: { voters: ids } satisfies Marker });
  strapi.log.info(`Demo vote history: ${ids.length} demo voters, ${votes.length} votes on ${projects.length} closed projects, ${entries} entries in the past draw, in ${Date.now() - started} ms`);
}

/**
 * What the voters earned as any member would: the registration's DIDs when they joined and each vote's
 * when they cast it (the published challenges' amounts, as the vote path pays them). Answers what a
 * voter had earned by a moment.
 */
async function seedEarnings(strapi: Core.Strapi, ids: number[], joined: Date[], votes: ReturnType<typeof demoVotes>) {
  const awards = strapi.service('api::challenge.awards') as { challengeOf(kind: string): Promise<{ documentId: string; dids: number } | null> };
  const [register, vote] = [await awards.challengeOf('register'), await awards.challengeOf('vote')];
  const records: { userId: number; at: Date; data: Record<string, unknown> }[] = [];
  if (register && register.dids > 0) {
    ids.forEach((userId, index) =>
      records.push({ userId, at: joined[index]!, data: { amount: register.dids, reason: 'register', eventKey: `register:${userId}:${userId}`, subjectType: 'challenge', subjectDocumentId: register.documentId } }),
    );
  }
  if (vote && vote.dids > 0) {
    for (const cast of votes) {
      const userId = ids[cast.voter]!;
      records.push({ userId, at: cast.at, data: { amount: vote.dids, reason: 'vote', eventKey: `vote:${userId}:${cast.project}`, subjectType: 'project', subjectDocumentId: cast.project } });
    }
  }
  await insertMemberRecordsInBulk(strapi, RECORDS, records.sort((a, b) => a.at.getTime() - b.at.getTime()));
  return (voter: number, at: Date) =>
    (register?.dids ?? 0) * (joined[voter]! <= at ? 1 : 0) + Math.max(0, vote?.dids ?? 0) * votes.filter((v) => v.voter === voter && v.at < at).length;
}

/**
 * The demo's documents moved to a new day: their demo history moves by as much, inside the windows: a
 * project's votes and the DIDs they earned, the past draw's entries and their spends (while its draw
 * is not done: a done draw's reward keeps its dates, demo-dates.ts).
 */
export async function moveDemoVoteHistory(strapi: Core.Strapi, moved: MovedDocument[]) {
  if (moved.length === 0) return;
  const marker = (await strapi.store.get(MARKER)) as Marker | null;
  if (!marker?.voters.length) return;
  const userIds = marker.voters;
  for (const document of moved) {
    if (document.kind === 'project' && VOTE_HISTORY[document.key] && document.from.voting_start && document.to.voting_start) {
      const byMs = startOfMadridDay(document.to.voting_start) - startOfMadridDay(document.from.voting_start);
      await moveMemberRecordsInTime(strapi, VOTES, { attribute: 'projectDocumentId', value: document.documentId, userIds, byMs });
      await moveMemberRecordsInTime(strapi, RECORDS, { attribute: 'subjectDocumentId', value: document.documentId, userIds, byMs });
    }
    if (document.kind === 'reward' && document.key === PAST_DRAW.reward && document.from.start_date && document.to.start_date) {
      const byMs = Date.parse(document.to.start_date) - Date.parse(document.from.start_date);
      await moveMemberRecordsInTime(strapi, ENTRIES, { attribute: 'rewardDocumentId', value: document.documentId, userIds, byMs, instants: ['date'] });
      await moveMemberRecordsInTime(strapi, RECORDS, { attribute: 'subjectDocumentId', value: document.documentId, userIds, byMs });
    }
  }
}
