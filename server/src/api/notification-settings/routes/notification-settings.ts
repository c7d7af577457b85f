import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/notification-settings', handler: 'api::notification-settings.notification-settings.find' },
    { method: 'PUT', path: '/notification-settings', handler: 'api::notification-settings.notification-settings.update' },
    // RFC 8058's one-click unsubscribe: the mail client POSTs, without a login (the token is the proof).
    { method: 'POST', path: '/mail/unsubscribe', handler: 'api::notification-settings.notification-settings.unsubscribe', config: { auth: false } },
    // A person's click (or a link scanner's visit) changes nothing: it opens the app's page, whose button POSTs.
    { method: 'GET', path: '/mail/unsubscribe', handler: 'api::notification-settings.notification-settings.unsubscribePage', config: { auth: false } },
  ]),
};
