/** A text as a search compares it, as the server does (server/src/lib/text-search.ts): no accents, no case. */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
