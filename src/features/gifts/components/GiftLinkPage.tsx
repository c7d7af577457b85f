import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { FormError } from '../../../components/ui/FormError';
import { giftLinkFailure, redeemGiftLink } from '../redeem';

type Outcome = { kind: 'applied'; until: string } | { kind: 'failed'; key: string; retry: boolean } | null;

/**
 * /gift?token=…: a gift link opened by a signed-in member (the registration page sends them here). A
 * gift for their own address is applied to their account at once and the page says until when; a
 * link for another address, used, expired or unknown says so.
 */
export function GiftLinkPage({ token }: { token?: string }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'failed', key: 'giftLink.errors.notFound', retry: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);

  const redeem = useCallback(async () => {
    if (!token) return;
    setOutcome(null);
    try {
      const until = await redeemGiftLink(token);
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      setOutcome({ kind: 'applied', until });
    } catch (error) {
      setOutcome({ kind: 'failed', ...(await giftLinkFailure(error)) });
    }
  }, [queryClient, token]);

  useEffect(() => {
    // Once, however often React runs the effect: the server answers a second try the same, but
    // there is no need to ask it.
    if (asked.current) return;
    asked.current = true;
    void redeem();
  }, [redeem]);
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  const until = outcome?.kind === 'applied' ? i18n.date(new Date(outcome.until), { dateStyle: 'long', timeZone: 'Europe/Madrid' }) : null;
  return (
    <section className="page page--narrow checkout-result" aria-busy={outcome === null || undefined}>
      <h1 ref={heading} tabIndex={-1}>
        {outcome?.kind === 'applied' ? _('giftLink.appliedTitle') : _('pages.giftLink.title')}
      </h1>
      {outcome === null && <p className="muted">{_('giftLink.applying')}</p>}
      {until && <p>{_('giftLink.applied', { date: until })}</p>}
      <FormError messageId={outcome?.kind === 'failed' ? outcome.key : null} />
      <div className="actions">
        {outcome?.kind === 'failed' && outcome.retry && (
          <button type="button" className="button" onClick={() => void redeem()}>
            {_('giftLink.retry')}
          </button>
        )}
        <Link to="/profile" className="button button--primary">
          {_('subscription.backToProfile')}
        </Link>
      </div>
    </section>
  );
}
