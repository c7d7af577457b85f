/** A text as a search compares it: without accents or case ("Raíces" and "raices" read the same). */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
