import type { Core } from '@strapi/strapi';

export const DRAW_UID = 'api::draw.draw';

export type DrawStatus = 'committed' | 'frozen' | 'drawn';

/** A draw row as the server reads it (its secrets are kept apart: secrets.ts). */
export type DrawRow = {
  id: number;
  documentId: string;
  rewardDocumentId: string;
  rewardTitle: string | null;
  /** Not `status`: Strapi 5 keeps that name for drafts and publication. */
  stage: DrawStatus;
  commitment: string;
  committedAt: string;
  /** Revealed once drawn; null before. */
  seed: string | null;
  beaconUrl: string | null;
  beaconRound: string | number | null;
  beaconRandomness: string | null;
  frozenAt: string | null;
  /** Only in draws frozen before issue 51: the list is kept in chispa_draw_tickets since (ticket-list.ts). */
  tickets: string[] | null;
  ticketCount: number | null;
  ticketsHash: string | null;
  prizes: number | null;
  winningTickets: number[] | null;
  drawnAt: string | null;
};

/** What the draw needs from a published reward (its non-localised fields are the same in every language). */
export type DrawnReward = { documentId: string; title: string; end_date: string; draw_date: string | null; prizes: number | null };

/**
 * A draw just made. `entrantIds`: every member holding a ticket, winners included, for a draw frozen
 * before issue 51 (its list in `draws.tickets`); null when its frozen runs (chispa_draw_tickets) hold
 * them, so that a million tickets' holders are read by the database, never listed here.
 */
export type DrawDone = { reward: DrawnReward; draw: DrawRow; winnerIds: number[]; entrantIds: number[] | null };

export const REWARD_FIELDS = ['title', 'end_date', 'draw_date', 'prizes'] as const;

/** The draw happens at the draw date, never before the entries close (a date set earlier counts as the end date). */
export const drawTimeOf = (reward: Pick<DrawnReward, 'end_date' | 'draw_date'>) =>
  new Date(Math.max(Date.parse(reward.end_date), reward.draw_date ? Date.parse(reward.draw_date) : 0));

export const prizesOf = (reward: Pick<DrawnReward, 'prizes'>) => Math.max(1, reward.prizes ?? 1);

export const draws = (strapi: Core.Strapi) => strapi.db.query(DRAW_UID);
