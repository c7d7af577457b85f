// What other features and the routes use of the subscriptions feature.
export { SubscriptionBox } from './components/SubscriptionBox';
export { subscriptionErrorKey, PRICE_CHANGED } from './api';
export { useCheckoutPrice } from './use-checkout-price';
