import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { CAROUSEL } from './constants';

/** Below this (ms) a swipe is a flick: it moves whatever its length (past the swipe delta). */
const FLICK_MS = 300;

type Options = {
  /** How many cards there are (the list is rendered three times when it loops). */
  count: number;
  reducedMotion: boolean;
  rootRef: RefObject<HTMLElement | null>;
  trackRef: RefObject<HTMLElement | null>;
};

type Drag = { id: number; startX: number; startY: number; startedAt: number; dx: number; width: number; moving: boolean };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A circular carousel's motion (spec §2, §9): the list is rendered three times and the view rests on
 * the middle copy; a move that ends in another copy jumps back to the same card in the middle one,
 * unseen. Moves come from drags (mouse and touch, past the swipe delta), the arrow keys, the arrow
 * buttons and autoplay (paused while pointed at or focused, stopped by the member's first move, off
 * with less motion, which also moves without sliding).
 */
export function useLoopCarousel({ count, reducedMotion, rootRef, trackRef }: Options) {
  const loop = count > 1;
  const speedMs = reducedMotion ? 0 : CAROUSEL.speedMs;
  const start = loop ? count : 0;
  const [pos, setPos] = useState(start);
  const [sliding, setSliding] = useState(false);
  const posRef = useRef(start);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [autoplay, setAutoplay] = useState(loop && !reducedMotion);
  const paused = useRef(false);

  /** The same card, in the middle copy. */
  const inMiddle = useCallback((p: number) => (!loop ? p : p < count ? p + count : p >= 2 * count ? p - count : p), [count, loop]);

  const place = useCallback((next: number, slide: boolean) => {
    posRef.current = next;
    setSliding(slide);
    setPos(next);
  }, []);

  /** Back to the middle copy without sliding, laid out before the next move starts from there. */
  const recentre = useCallback(() => {
    const middle = inMiddle(posRef.current);
    if (middle === posRef.current) return;
    flushSync(() => place(middle, false));
    void trackRef.current?.getBoundingClientRect();
  }, [inMiddle, place, trackRef]);

  const go = useCallback(
    (delta: 1 | -1) => {
      if (!loop) return;
      recentre();
      const next = posRef.current + delta;
      if (speedMs === 0) place(inMiddle(next), false);
      else place(next, true);
    },
    [loop, recentre, speedMs, place, inMiddle],
  );

  /** The member moved it: autoplay stops for good. */
  const moveByHand = useCallback(
    (delta: 1 | -1) => {
      setAutoplay(false);
      go(delta);
    },
    [go],
  );

  const onTransitionEnd = useCallback(
    (event: { target: EventTarget; currentTarget: EventTarget; propertyName: string }) => {
      if (event.target !== event.currentTarget || event.propertyName !== 'transform') return;
      place(inMiddle(posRef.current), false);
    },
    [inMiddle, place],
  );

  // The arrow keys, as long as the carousel is on screen and the member is not typing.
  useEffect(() => {
    if (!loop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const box = rootRef.current?.getBoundingClientRect();
      if (!box || box.bottom <= 0 || box.top >= window.innerHeight) return;
      moveByHand(event.key === 'ArrowRight' ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [loop, moveByHand, rootRef]);

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => {
      if (!paused.current && document.visibilityState === 'visible') go(1);
    }, CAROUSEL.autoplayMs);
    return () => clearInterval(timer);
  }, [autoplay, go]);

  const setDrag = (px: number | null) => {
    const track = trackRef.current;
    if (!track) return;
    if (px === null) track.style.removeProperty('--drag');
    else track.style.setProperty('--drag', `${px}px`);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    suppressClick.current = false;
    const slide = trackRef.current?.children[posRef.current] as HTMLElement | undefined;
    drag.current = { id: event.pointerId, startX: event.clientX, startY: event.clientY, startedAt: performance.now(), dx: 0, width: slide?.getBoundingClientRect().width ?? 1, moving: false };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.id) return;
    const dx = event.clientX - current.startX;
    if (!current.moving) {
      // Below the swipe delta it is a tap (the card's buttons stay easy to press).
      if (Math.abs(dx) < CAROUSEL.swipeDeltaPx) return;
      // Mostly vertical: the page scrolls, the carousel stays.
      if (Math.abs(event.clientY - current.startY) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      current.moving = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setAutoplay(false);
      recentre();
      setSliding(false);
    }
    // With one card nothing moves: the edge gives way a little, then springs back.
    current.dx = loop ? dx : dx * CAROUSEL.edgeFriction;
    setDrag(current.dx);
  };

  const endDrag = (event: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.id) return;
    drag.current = null;
    if (!current.moving) return;
    suppressClick.current = true;
    setDrag(null);
    const quick = performance.now() - current.startedAt < FLICK_MS;
    const far = Math.abs(current.dx) > current.width / CAROUSEL.touchThreshold;
    if (!cancelled && loop && (quick || far)) go(current.dx < 0 ? 1 : -1);
    else place(posRef.current, speedMs > 0);
  };

  return {
    pos,
    loop,
    sliding,
    speedMs,
    realIndex: loop ? ((pos % count) + count) % count : 0,
    previous: () => moveByHand(-1),
    next: () => moveByHand(1),
    pause: (value: boolean) => {
      paused.current = value;
    },
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => endDrag(event, false),
      onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => endDrag(event, true),
      // A drag ends with a click on whatever is under the pointer: it must not open a card.
      onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onDragStart: (event: { preventDefault(): void }) => event.preventDefault(),
    },
    onTransitionEnd,
  };
}
