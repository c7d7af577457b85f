// What other features and the routes use of the inbox feature. Its components (the header's
// InboxCounter, the /inbox page): by their file.
export { unreadQueryOptions } from './unread';
