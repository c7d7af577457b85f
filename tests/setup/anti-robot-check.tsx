import { forwardRef, useImperativeHandle } from 'react';
import type { AntiRobotCheckHandle } from '../../src/features/accounts/components/AntiRobotCheck';

/**
 * Component tests' stand-in for ALTCHA's widget (a web component whose workers jsdom cannot run):
 * its handle answers `solvedCheck.payload` (null: the check failed), and counts resets. The widget
 * itself is exercised in the browser (tests/e2e).
 */
export const solvedCheck = { payload: 'solved-check' as string | null, resets: 0 };

export const AntiRobotCheck = forwardRef<AntiRobotCheckHandle>(function FakeAntiRobotCheck(_props, ref) {
  useImperativeHandle(ref, () => ({
    payload: async () => solvedCheck.payload,
    reset: () => {
      solvedCheck.resets += 1;
    },
  }));
  return <div role="group" aria-label="anti-robot check" />;
});
