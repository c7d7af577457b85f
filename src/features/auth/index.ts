// What the app's start uses of the auth feature (start.tsx imports it: keep it light).
// What pages use (the login page, logging out, the first-login mark) is in page.ts.
export { startSendingRevocations } from './revocation';
