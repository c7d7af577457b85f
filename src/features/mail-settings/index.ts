// What the routes read of the members' mail settings with the route tree: the /unsubscribe page's search, nothing more.
// The profile's "Correo" part (components/MailSettings) and the page itself are read lazily, where they are shown.
export { unsubscribeSearch, type UnsubscribeSearch } from './search';
