import type { Core } from '@strapi/strapi';
import { pseudonymOf } from './algorithm';

export type TicketList = {
  /** Ticket n's holder at place n − 1. */
  tickets: string[];
  /** Each pseudonym's member, never published. */
  members: Map<string, number>;
};

type Entry = { id: number; amount?: number; user: { id: number } | null };

/**
 * The reward's tickets in the order they were taken: each DIDs participation of amount n gives n
 * tickets, then each form participation one. Every ticket names its member by their pseudonym in this draw.
 */
export async function ticketsOf(strapi: Core.Strapi, rewardDocumentId: string, pseudonymKey: string): Promise<TicketList> {
  const read = (uid: 'api::participation.participation' | 'api::form-participation.form-participation', select: string[]) =>
    strapi.db.query(uid).findMany({ where: { rewardDocumentId }, select, populate: { user: { select: ['id'] } }, orderBy: { id: 'asc' } }) as Promise<Entry[]>;
  const entries = [...(await read('api::participation.participation', ['id', 'amount'])), ...(await read('api::form-participation.form-participation', ['id']))];
  const tickets: string[] = [];
  const members = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.user) continue; // the member's account was deleted: no ticket without a member to win
    const holder = pseudonymOf(pseudonymKey, entry.user.id);
    members.set(holder, entry.user.id);
    for (let n = 0; n < (entry.amount ?? 1); n += 1) tickets.push(holder);
  }
  return { tickets, members };
}
