import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, storedLanguage } from './lib/i18n';
import { App } from './App';
import { CatalogLoadError } from './components/layout/CatalogLoadError';
import './styles/main.css';

const root = createRoot(document.getElementById('root')!);

activateLanguage(storedLanguage()).then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => root.render(<CatalogLoadError />),
);
