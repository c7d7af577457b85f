import { isRecord, isUpload, picturesIn, sizeToKeep, smallSize } from '../picture-sizes';
import type { CatalogueAsk } from '../../src/offline/catalogue/catalogue-ask';
import type { Read } from './discover';

/** The fields a list's card shows its picture from (projects, news, partners, challenges, rewards). */
const CARD_FIELDS = ['mainImage', 'image', 'imagePath', 'thumbnailImage'];

/**
 * The pictures a read's answer shows on this member's screen, each in the one size the browser
 * would pick for it: a list's cards at the card's width, a page's pictures at the page's.
 */
export function picturesToKeep(read: Read, body: unknown, ask: CatalogueAsk): string[] {
  if (!ask.pictures || read.slot === 'none' || !isRecord(body)) return [];
  if (read.slot === 'page') return [...picturesIn(body.data, ask.pageWidth)];
  const cards = Array.isArray(body.data) ? body.data : [];
  return cards.flatMap((card) => {
    if (!isRecord(card)) return [];
    const kept = CARD_FIELDS.map((field) => card[field]).filter(isUpload).map((upload) => sizeToKeep(upload, ask.cardWidth));
    // A project card also shows its reward's small picture (issue 52).
    const rewardPicture = isRecord(card.reward) ? card.reward.thumbnailImage : undefined;
    return isUpload(rewardPicture) ? [...kept, smallSize(rewardPicture)] : kept;
  });
}
