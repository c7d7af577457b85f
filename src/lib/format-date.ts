import type { I18n } from '@lingui/core';
import { TIME_ZONE } from './dates';

type Style = 'medium' | 'long';

/**
 * A calendar day ("YYYY-MM-DD": a news post's date, a project's voting days) as that very day, in
 * the member's language: formatted in UTC, where its midnight lies, so that no time zone shifts it.
 */
export const formatDay = (i18n: I18n, day: string, dateStyle: Style = 'long') =>
  i18n.date(new Date(`${day.slice(0, 10)}T00:00:00Z`), { dateStyle, timeZone: 'UTC' });

/** An instant (a reward's or a draw's date, a time a member acted) as a day in Madrid (docs/decisions/voting/madrid-days.md), in the member's language. */
export const formatInstant = (i18n: I18n, instant: string | number | Date, dateStyle: Style = 'long') =>
  i18n.date(new Date(instant), { dateStyle, timeZone: TIME_ZONE });
