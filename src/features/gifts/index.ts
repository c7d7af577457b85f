// What the routes use of the gifts feature: the checkout's return address (read by the start chunk).
// Its page: by its file.
export { checkoutSessionId } from './checkout-session';
export { giftLinkSearch } from './search';
