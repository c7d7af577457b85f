import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../../tests/setup/fixtures';
import { startSession } from '../../../lib/session';

// A warm start: the last visit's data was stored when this page load began.
vi.mock('../../../lib/warm-start', async (original) => ({ ...(await original<object>()), startedWarm: true }));

describe('home on a warm start', () => {
  it('shows the cards with the page when their refresh landed before its first render, never "Cargando…" first', async () => {
    // The list's refresh (the worker's cache, offline) answers before the page renders: the loader
    // waits for the first section, which answers only once the list is in.
    let listIn!: () => void;
    const listed = new Promise<void>((resolve) => (listIn = resolve));
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => {
        listIn();
        return json(projectPageFixture([projectFixture()]));
      },
      'GET /api/home-section1': async () => {
        await listed;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ data: null, error: { status: 404 } }, 404);
      },
    });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    const placeholderSeen = vi.fn();
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes('Cargando…')) placeholderSeen();
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderApp('/');
      expect(await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).toBeInTheDocument();
    } finally {
      watcher.disconnect();
    }
    expect(placeholderSeen).not.toHaveBeenCalled();
  });
});
