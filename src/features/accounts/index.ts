// What the routes use of the accounts feature: their search parameters (read by the start chunk).
// Its pages: by their file.
export { confirmEmailSearch, registrationSearch, resetSearch } from './search';
