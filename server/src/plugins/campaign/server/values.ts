/** A figure read from the database (a count, a sum: text on PostgreSQL), as a number. */
export const asNumber = (value: unknown) => Number(value ?? 0);
/** A date read from the database (a Date, text or milliseconds), as ISO text; null stays null. */
export const asIso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | number).toISOString());
