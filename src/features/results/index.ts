// What other features use of the results feature (the routes read its files directly).
export { resultsDue } from './due';
export { CardResultLine } from './components/CardResultLine';
