/** Leaves the app for the payment provider's page (a full navigation: the checkout is another site). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
