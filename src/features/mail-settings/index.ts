// What the profile and the routes use of the members' mail settings; their code is read only where it is shown.
import { lazy } from 'react';

export { unsubscribeSearch, type UnsubscribeSearch } from './search';

/** The profile's "Correo" part: read with the profile, never with the home page. */
export const MailSettings = lazy(() => import('./components/MailSettings'));
