/**
 * The right of withdrawal's arithmetic (Spain's TRLGDCU arts. 102–108; docs/decisions/money/withdrawal.md).
 * Pure: the service reads the rows and the clock.
 */
import { addCalendarDays, madridToday, startOfMadridDay } from '../../../../lib/madrid-time';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Art. 102.1: fourteen calendar days. */
export const WITHDRAWAL_DAYS = 14;

/**
 * The last moment of the withdrawal period of a contract concluded at `concludedAt`: the end (midnight,
 * Madrid time) of the fourteenth day after the day it was concluded, the first day not counted (art. 5
 * Código Civil: "de fecha a fecha"). The member never has less than 14 × 24 hours.
 */
export const withdrawalEnds = (concludedAt: number): number => startOfMadridDay(addCalendarDays(madridToday(concludedAt), WITHDRAWAL_DAYS + 1));

/**
 * What a withdrawal gives back of `amountCents` paid for the period from `startedAt` to `periodEnd`
 * (art. 108.3: the member pays for the service supplied until they withdraw, in proportion to the
 * whole): only whole days enjoyed are kept, and the kept share is rounded down to the cent, both in
 * the member's favour.
 */
export function withdrawalRefundCents({ amountCents, startedAt, periodEnd, at }: { amountCents: number; startedAt: number; periodEnd: number; at: number }): number {
  const periodDays = Math.max(1, Math.round((periodEnd - startedAt) / DAY_MS));
  const usedDays = Math.min(periodDays, Math.floor(Math.max(0, at - startedAt) / DAY_MS));
  return amountCents - Math.floor((amountCents * usedDays) / periodDays);
}
