// What other features and the routes use of the auth feature.
export { markFirstLogin } from './first-login';
