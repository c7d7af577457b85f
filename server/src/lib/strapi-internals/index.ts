/**
 * The seam: everything that knows how Strapi stores things. Its tables, columns and join tables (from
 * Strapi's metadata), its system columns, its session manager and the database connection are used
 * in this folder only (lint's zone rule); the rest of the server calls these functions, named for
 * what they do, and assumptions.ts checks at every boot that Strapi still matches what they rely on.
 */

// The database: the engine, our own tables (chispa_…), transactions.
export {
  connectionForLibrary,
  databaseAnswers,
  engineOf,
  inOwnTransaction,
  onStatement,
  ownStatement,
  poolFigures,
  ownTable,
  type DbTransaction,
  type Engine,
  type LibraryConnection,
  type OwnQuery,
  type OwnTable,
  type PoolFigures,
} from './database';

// A member's writes: their lock, their records (votes, DIDs, entries, sign-ups) written by our SQL.
export { awaitMemberWrites, inMemberTransaction, lockName } from './member-lock';
export { inMemberWrite, readSql, type MemberSql, type Row } from './member-sql';
export { insertMemberRecord } from './member-records';
export { writeKeyedRecords, type KeyedRecord, type KeyedWrite } from './keyed-records';

// A member's reads on every request, and their sessions.
export { memberReader, type MemberRow } from './member-row';
export { memberPictureReader } from './member-picture';
export { accessTokenVerifier, type AccessPayload } from './access-tokens';
export { memberSessions } from './member-sessions';

// What the domain reads and writes of Strapi's tables, by what it means.
export { voteByKey, voteCountsByHour, voteCountsBySupport, votesOfMember, type VoteRow } from './queries/votes';
export { voteCountsRecounted, voteCountsWithVerified, type VoteTally } from './vote-tallies';
export { historyPage, historyTotals, latestRecordsOfMember, memberBalance, paidTimesByReason, recordAmountByKey, type HistoryRow } from './queries/did-records';
export {
  deleteEntryIn,
  drawStageIn,
  entriesOfReward,
  recordCountOfReward,
  entryByKey,
  entryRulesIn,
  entryTotalsByReward,
  entryWithMember,
  signUpAnswerKeys,
  signUpByKey,
  signUpCountsByReward,
  signUpsOfMembers,
  signUpsOfReward,
  type EntryOfMember,
  type EntryRow,
  type ListedMember,
  type Page,
} from './queries/entries';
export { deleteOwnRowsOfMember, unlinkRecordKeys } from './queries/accounts';
export { freezeTicketRuns, ticketRunsOfMember, ticketRunsPage, type TicketRun } from './queries/draw-tickets';
export { tableFingerprint } from './queries/catalogue';
export { insertMembersInBulk, insertMemberRecordsInBulk, moveMemberRecordsInTime } from './queries/bulk-history';
export { claimDeliveries, enqueueDeliveries, pushQueueFigures, takeDailySends, type ClaimedDelivery, type PushAudience, type QueueFigures } from './queries/push-queue';
export { type MemberAudience } from './queries/audiences';
export { followedProjects, followOf, followOnVote, followRowsOfMember, setFollowing, type Follow, type FollowSource } from './queries/follows';
export { inboxPage, inboxRowsOfMember, markInboxRead, unreadCount, writeInboxRows, type InboxRow } from './queries/inbox';
export { claimMails, mailQueueFigures, markEntriesMailed, queueDueMails, takeMailSend, unmailedEntries, MAIL_TOPICS, type ClaimedMail, type MailTopic, type UnmailedEntry } from './queries/mail-queue';
