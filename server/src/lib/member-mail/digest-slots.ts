import { addCalendarDays, atMadridHour, madridToday } from '../madrid-time';

/** Digests go out at this Madrid hour: read with the morning's first look at the phone, never at night. */
const DIGEST_HOUR = 8;

/** 0 Sunday … 1 Monday (a YYYY-MM-DD read as UTC midnight, so no time zone moves it). */
const weekday = (day: string) => new Date(Date.parse(day)).getUTCDay();

/** The daily digest's next slot after `at`: 08:00 in Madrid, today's if it is still ahead, tomorrow's otherwise. */
export function nextDailySlot(at: number): number {
  const today = madridToday(at);
  const slot = atMadridHour(today, DIGEST_HOUR);
  return slot > at ? slot : atMadridHour(addCalendarDays(today, 1), DIGEST_HOUR);
}

/** The weekly digest's next slot after `at`: Monday 08:00 in Madrid. */
export function nextWeeklySlot(at: number): number {
  let day = madridToday(at);
  for (;;) {
    if (weekday(day) === 1 && atMadridHour(day, DIGEST_HOUR) > at) return atMadridHour(day, DIGEST_HOUR);
    day = addCalendarDays(day, 1);
  }
}
