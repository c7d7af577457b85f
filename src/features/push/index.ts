// What the routes and the profile use of web push; the push code itself is read only where it is used.
import { lazy } from 'react';
import { pushSupported } from './support';

export { pushSupported };

/** The profile's switches: never read by a browser without web push; a failed read shows nothing. */
export const PushSettings = lazy(() => import('./components/PushSettings').catch(() => ({ default: () => null })));

/** At logout: this browser's subscription goes (the server drops it with the session too). */
export const forgetPushDevice = () => (pushSupported() ? import('./forget-device').then((m) => m.forgetThisDevice()).catch(() => undefined) : Promise.resolve());
