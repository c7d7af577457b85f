// What the routes use of the legal feature.
export { LegalPage } from './components/LegalPage';
