import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { ProjectCarousel } from './ProjectCarousel';
import type { Project } from '../../../features/projects/api';

async function renderCarousel(projects: Project[], onVote = vi.fn()) {
  fakeApi({});
  await activateLanguage('es');
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ProjectCarousel projects={projects} votes={new Map()} onVote={onVote} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return onVote;
}

describe('project carousel', () => {
  it('says so when no card is visible', async () => {
    await renderCarousel([]);
    expect(await screen.findByText('Ahora mismo no hay proyectos que mostrar.')).toBeInTheDocument();
  });

  it('shows a card per project with its facts, and votes go to the handler', async () => {
    const projects = [projectFixture(), projectFixture({ documentId: 'p2', name: 'Comedor', project_type: 'lookwhat' })] as Project[];
    const onVote = await renderCarousel(projects);
    expect(await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ver más' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Apoyar' }));
    expect(onVote).toHaveBeenCalledWith(projects[0], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Opción 1' }));
    expect(onVote).toHaveBeenCalledWith(projects[1], -1);
  });
});
