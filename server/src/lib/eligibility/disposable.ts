import { isDisposableEmailDomain } from 'disposable-email-domains-js';

/**
 * Whether an address is at a disposable mail service (mailinator.com and about nine thousand more),
 * from the list the disposable-email-domains project keeps and disposable-email-domains-js publishes:
 * updating the package updates the list. A subdomain of a listed domain counts too.
 */
export function isDisposableAddress(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const parts = domain.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) if (isDisposableEmailDomain(parts.slice(i).join('.'))) return true;
  return false;
}
