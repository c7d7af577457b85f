import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useLingui } from '@lingui/react';

/** The one algorithm our server's challenges use (server/src/lib/eligibility/proof-of-work.ts), solved in a worker of our own origin (the CSP's worker-src). */
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());

/** The widget's words, from our catalogs: the page's language, never a third party's. */
const WORDS = ['label', 'verifying', 'verified', 'error', 'expired', 'verificationRequired', 'waitAlert', 'loading', 'reload', 'verify', 'cancel', 'ariaLinkLabel'] as const;

export type AntiRobotCheckHandle = {
  /** The solved challenge to send, solving it first if it is not yet (a member who submits at once waits a moment). */
  payload(): Promise<string | null>;
  /** A payload is good once: after any answer of the server, a new one is solved. */
  reset(): void;
};

/**
 * ALTCHA's proof-of-work check, self-hosted: no third party, no cookie, no tracking. It starts when
 * the member first focuses the form and takes about a second of the device's work; what it sends
 * proves that work, not who the member is. Its checkbox and states are the widget's own, which are
 * keyboard- and screen-reader-accessible, in our words.
 */
export const AntiRobotCheck = forwardRef<AntiRobotCheckHandle>(function AntiRobotCheck(_props, ref) {
  const { _, i18n } = useLingui();
  const widget = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const language = i18n.locale === 'en' ? 'en' : 'es';
  useEffect(() => {
    globalThis.$altcha.i18n.set(language, Object.fromEntries(WORDS.map((word) => [word, _(`antiRobot.${word}`)])));
  }, [_, language]);
  useImperativeHandle(ref, () => ({
    async payload() {
      const element = widget.current;
      if (!element) return null;
      const result = await element.verify().catch(() => null);
      return result?.payload ?? null;
    },
    reset() {
      widget.current?.reset();
    },
  }));
  return <altcha-widget ref={widget as never} challenge="/api/pow-challenge" language={language} auto="onfocus" name="altcha" workers={1} />;
});
