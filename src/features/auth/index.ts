// What the app's start uses of the auth feature (start.tsx imports it: keep it light).
// What pages use (the login route's return path, the first-login mark) is in page.ts.
export { startSendingRevocations } from './revocation';
