import { useLayoutEffect, useRef } from 'react';
import type { ToastTransitionProps } from 'react-toastify';

/**
 * react-toastify's transition for members who ask for less motion: the toast appears and leaves at
 * once. Its own transitions (cssTransition) start the toast's timer and remove a closed toast only on
 * `animationend`, which never comes when animations are off, so toasts stayed and their ✕ did nothing.
 */
export function NoMotionToastTransition({ children, isIn, done, playToast }: ToastTransitionProps) {
  // Once, as the toast appears (where the enter animation would end): later calls would undo a pause on hover.
  const play = useRef(playToast);
  useLayoutEffect(() => play.current(), []);
  useLayoutEffect(() => {
    if (!isIn) done();
  }, [isIn, done]);
  return <>{children}</>;
}
