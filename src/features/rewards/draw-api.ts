import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { singleOf } from '../../lib/schemas';
import { drawRequest } from './requests';

const Hex = v.pipe(v.string(), v.regex(/^[0-9a-f]+$/));

const DrawSchema = v.object({
  rewardId: v.string(),
  status: v.picklist(['committed', 'frozen', 'drawn']),
  drawAt: v.string(),
  prizes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  commitment: Hex,
  committedAt: v.string(),
  beacon: v.nullable(v.object({ url: v.string(), round: v.number(), publishedAt: v.nullable(v.string()), randomness: v.nullable(Hex) })),
  frozenAt: v.nullable(v.string()),
  /** Listed up to 1,000 tickets; a bigger list is only downloaded (ticketsPath). */
  tickets: v.nullable(v.array(v.string())),
  ticketCount: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  ticketsHash: v.nullable(Hex),
  seed: v.nullable(Hex),
  winningTickets: v.nullable(v.array(v.number())),
  drawnAt: v.nullable(v.string()),
});

const MemberDrawSchema = v.object({
  rewardId: v.string(),
  pseudonym: Hex,
  entered: v.boolean(),
  tickets: v.nullable(v.array(v.number())),
  result: v.picklist(['pending', 'won', 'lost', 'notEntered']),
});

export type Draw = v.InferOutput<typeof DrawSchema>;
export type MemberDraw = v.InferOutput<typeof MemberDrawSchema>;

/** Where anyone reads a reward's draw to check it (docs/draws.md, scripts/verify-draw.mjs). */
export const drawPath = (rewardId: string) => `/api/draws/${encodeURIComponent(rewardId)}`;

/** The frozen ticket list, one pseudonym per line: its SHA-256 is the draw's `ticketsHash`. */
export const ticketsPath = (rewardId: string) => `${drawPath(rewardId)}/tickets`;

export const drawQueryOptions = (rewardId: string) =>
  queryOptions({
    queryKey: ['draw', rewardId],
    queryFn: async () => v.parse(singleOf(DrawSchema), await http.read(drawRequest(rewardId)).json()).data,
  });

/** Under the member's participations of the reward: settling an entry refreshes it too. */
export const memberDrawQueryOptions = (userId: number, rewardId: string) =>
  queryOptions({
    queryKey: ['member', userId, 'participations', rewardId, 'draw'],
    queryFn: async () => v.parse(singleOf(MemberDrawSchema), await http.get(`draws/${encodeURIComponent(rewardId)}/mine`).json()).data,
  });
