import type { ReactNode } from 'react';

/**
 * What the app's frame shows of the features. Shared code never imports a feature (eslint.config.js):
 * the root route, which composes the frame, hands these in.
 */
export type FrameSlots = {
  /** The signed-in member's way to their inbox, with its unread count, at the header's end. */
  memberInbox: (userId: number) => ReactNode;
  /** The signed-in member's DIDs, at the header's end. */
  memberBalance: (userId: number) => ReactNode;
  /** The install entry, in the footer and the menu (which closes once it is used). */
  installEntry: (onDone?: () => void) => ReactNode;
  /** Told of the language the member picks, once the content is asked for in it again. */
  onLanguageChange: (language: string) => void;
};
