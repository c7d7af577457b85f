import { madridToday } from '../../lib/madrid-time';

const DAY = 24 * 60 * 60 * 1000;

/** A Madrid calendar day `offset` days from the seeding moment, so demo voting windows stay open. */
export const day = (offset: number, now = Date.now()) => madridToday(now + offset * DAY);

/** An instant `offset` days from now, for reward windows. */
export const instant = (offset: number, now = Date.now()) => new Date(now + offset * DAY).toISOString();
