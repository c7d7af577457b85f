import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';

/** Spec §9: the copied text shows for 3 s. */
export const COPIED_MS = 3000;

/** The member's referral code with a copy button; says "copied" for 3 s, or why it could not copy. */
export function ReferralCode({ code }: { code: string }) {
  const { _ } = useLingui();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      // Missing outside secure contexts and in some embedded browsers; refused without permission.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setStatus('copied');
      timer.current = setTimeout(() => setStatus(null), COPIED_MS);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <section className="profile-section" aria-labelledby="referral-title">
      <h2 id="referral-title">{_('profile.referral.title')}</h2>
      <p className="muted">{_('profile.referral.text')}</p>
      <p className="referral">
        <code className="referral__code">{code}</code>
        <button type="button" className="button" onClick={() => void copy()}>
          {_('profile.referral.copy')}
        </button>
      </p>
      <p className={status === 'failed' ? 'field__error' : 'referral__status'} role="status">
        {status === 'copied' && _('profile.referral.copied')}
        {status === 'failed' && _('profile.referral.copyFailed')}
      </p>
    </section>
  );
}
