import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatAmount, type Price } from '../prices';
import type { CheckoutPrice } from '../use-checkout-price';

type Kind = 'subscription' | 'gift';

type Props = {
  kind: Kind;
  offer: CheckoutPrice;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
};

/** "4,99 € al mes, IVA incluido" / "19,99 € en un solo pago, IVA incluido". */
function priceLine(_: (id: string, values?: Record<string, unknown>) => string, price: Price, locale: string) {
  const amount = formatAmount(price.amountCents, price.currency, locale);
  if (price.type === 'single') return _('checkout.price.single', { amount });
  const count = price.intervalCount ?? 1;
  return _(price.interval === 'year' ? 'checkout.price.year' : 'checkout.price.month', { amount, count });
}

/** How long it lasts: a subscription's renewal, or what a one-off gift gives. */
function termLine(_: (id: string, values?: Record<string, unknown>) => string, price: Price) {
  if (price.type === 'single') return price.termMonths ? _('checkout.term.gift', { months: price.termMonths }) : _('checkout.term.giftOnce');
  const count = price.intervalCount ?? 1;
  return _(price.interval === 'year' ? 'checkout.renewal.year' : 'checkout.renewal.month', { count });
}

/**
 * Everything a consumer must see before paying (issue 53; docs/decisions/money/honest-checkout.md):
 * the price with taxes and its period, read from the server; what Premium gives, and what it does
 * not; that receipts are mailed; the 14-day withdrawal right with the terms; and the consent to
 * immediate performance, which the pay button waits for.
 */
export function CheckoutTerms({ kind, offer, consent, onConsentChange }: Props) {
  const { _, i18n } = useLingui();
  const id = useId();
  const priceId = `${id}-price`;
  const withdrawalId = `${id}-withdrawal`;

  return (
    <div className="checkout-terms">
      {offer.state === 'ready' ? (
        <div id={priceId} className="checkout-terms__price">
          <p className="checkout-terms__amount">{priceLine(_, offer.price, i18n.locale)}</p>
          <p>{termLine(_, offer.price)}</p>
        </div>
      ) : offer.state === 'loading' ? (
        <p className="muted" role="status">
          {_('checkout.price.loading')}
        </p>
      ) : (
        <RetryAlert message={_(offer.reason === 'payments' ? 'subscription.errors.paymentsUnavailable' : 'checkout.price.unavailable')} retry={offer.refresh} />
      )}
      <p className="checkout-terms__gives-title">{_(kind === 'gift' ? 'checkout.gives.giftTitle' : 'checkout.gives.title')}</p>
      <ul className="checkout-terms__gives">
        <li>{_('checkout.gives.support')}</li>
        <li>{_('checkout.gives.noChances')}</li>
        <li>{_('checkout.gives.onlyBadge')}</li>
      </ul>
      <p className="muted">{_('checkout.receipts')}</p>
      <p id={withdrawalId}>
        {_(kind === 'gift' ? 'checkout.withdrawal.gift' : 'checkout.withdrawal.subscription')}{' '}
        <Link to="/legal" hash="terms">
          {_('checkout.withdrawal.terms')}
        </Link>
      </p>
      <div className="field field--check">
        <input
          id={`${id}-consent`}
          type="checkbox"
          required
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
          aria-describedby={offer.state === 'ready' ? `${priceId} ${withdrawalId}` : withdrawalId}
        />
        <label htmlFor={`${id}-consent`}>{_(kind === 'gift' ? 'checkout.consent.gift' : 'checkout.consent.subscription')}</label>
      </div>
    </div>
  );
}

/** The amount the pay button will charge, or null while it must stay disabled (no fresh price shown, or no consent). */
export const payableAmount = (offer: CheckoutPrice, consent: boolean): number | null => (offer.state === 'ready' && consent ? offer.price.amountCents : null);

/** Why the pay button is disabled, told next to it (its aria-describedby); null when it is not. */
export function PayHint({ id, offer, consent }: { id: string; offer: CheckoutPrice; consent: boolean }) {
  const { _ } = useLingui();
  if (offer.state === 'loading' || payableAmount(offer, consent) !== null) return null;
  return (
    <p id={id} className="muted checkout-terms__hint">
      {_(offer.state === 'ready' ? 'checkout.consentFirst' : 'checkout.payNeedsPrice')}
    </p>
  );
}
