/**
 * Sends the browser to a checkout or back from a cancellation: a full page load, since the address
 * may be another site (Stripe) or a page the server renders. Its own module so tests can replace it.
 */
export function goTo(url: string): void {
  window.location.assign(url);
}
