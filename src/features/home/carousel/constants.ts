// The carousel's constants, apart from the carousel so that the home route's loader, in the entry
// chunk, can use them without pulling the carousel in.

/**
 * Spec §9 carousel constants and what they do (use-loop-carousel.ts, carousel.css):
 * - autoplay 3000 ms: a move every 3 s, paused while pointed at or focused, stopped by a move by hand.
 * - speed 500 ms: the slide's transition (0 with less motion).
 * - swipe delta 10: the distance in px a finger or pointer must travel before the cards follow it
 *   (below it a touch is a tap, so buttons on the cards stay easy to press).
 * - touch threshold 5: a slow drag must cover a fifth of a card's width to move to the next card,
 *   otherwise it snaps back (a quick flick always moves).
 * - edge friction 0.35: how far the cards follow a drag when there is nowhere to go (a single card).
 * - centre padding 50px: `padding-inline` on the carousel: the centre card is framed and the
 *   neighbours show through the 50 px either side.
 * - arrows from 1280 px: the previous/next buttons (carousel.css shows them from that width).
 */
export const CAROUSEL = {
  autoplayMs: 3000,
  speedMs: 500,
  swipeDeltaPx: 10,
  touchThreshold: 5,
  edgeFriction: 0.35,
  centrePaddingPx: 50,
  arrowsFrom: 1280,
} as const;

/**
 * A card's width, for its picture's `sizes`: the page (at most 1200 px, 1 rem padding either side)
 * less the centre padding either side, shared by the cards per view (one, two from 768 px, three
 * with the arrows) with 16 px between them.
 */
export const CAROUSEL_IMAGE_SIZES = `(min-width: ${CAROUSEL.arrowsFrom}px) 350px, (min-width: 768px) calc(50vw - 74px), calc(100vw - 132px)`;
