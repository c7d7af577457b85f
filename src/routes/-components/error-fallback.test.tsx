import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { activateLanguage, i18n } from '../../lib/i18n';
import { fakeApi } from '../../../tests/setup/fake-api';
import { ErrorFallback } from './ErrorFallback';

/** A page with a bug: it throws while rendering. */
async function renderBrokenPage(language: 'es' | 'en') {
  fakeApi({});
  await activateLanguage(language);
  const rootRoute = createRootRoute({
    component: () => {
      throw new Error("Cannot read properties of undefined (reading 'name')");
    },
    errorComponent: ErrorFallback,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe("the router's fallback for a page that breaks", () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('is in Spanish, with no framework text', async () => {
    await renderBrokenPage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error inesperado de la aplicación' })).toBeInTheDocument();
    expect(screen.getByText('Ha ocurrido un error inesperado en esta página.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it("keeps the spec's wording in English", async () => {
    await renderBrokenPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
