const CARD = {
  mainImage: true,
  partner: { fields: ['name'] },
  reward: { fields: ['title', 'cost', 'start_date', 'end_date'], populate: { thumbnailImage: true } },
};

/** A list feeds cards (one picture each): the list and the search read the same. */
export const LIST_POPULATE = CARD;
/** The project page also shows the gallery. */
export const PAGE_POPULATE = { ...CARD, gallery: true, images: true };
