// What other features and the routes use of the results feature. The project page's result panel
// is imported lazily from its own file (components/ResultPanel), to stay out of the page's chunk.
export { resultsDue } from './due';
export { CardResultLine } from './components/CardResultLine';
