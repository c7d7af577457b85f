import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { ProjectCarousel } from './ProjectCarousel';
import type { Project } from '../../../features/projects/api';
import { NO_VOTES } from '../../../features/votes/use-votes';

let showProjects: (projects: Project[]) => void = () => {};

function CarouselHost({ initial, onVote }: { initial: Project[]; onVote: (project: Project, support: 1 | -1) => void }) {
  const [projects, setProjects] = useState(initial);
  showProjects = setProjects;
  return <ProjectCarousel projects={projects} votes={NO_VOTES} onVote={onVote} />;
}

async function renderCarousel(projects: Project[], onVote = vi.fn()) {
  fakeApi({});
  await activateLanguage('es');
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <CarouselHost initial={projects} onVote={onVote} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return onVote;
}

const rerenderCarousel = (projects: Project[]) => act(() => showProjects(projects));

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

  it("leads a form project's participation button to its reward, and a form project without one to the project", async () => {
    const projects = [
      projectFixture({ documentId: 'p1', name: 'Coro del barrio', project_type: 'form' }),
      projectFixture({ documentId: 'p2', name: 'Taller de radio', project_type: 'form', reward: null }),
    ] as Project[];
    await renderCarousel(projects);
    const withReward = (await screen.findByRole('heading', { name: 'Coro del barrio' })).closest('article')!;
    expect(within(withReward).getByRole('link', { name: 'Participar' })).toHaveAttribute('href', '/rewards/r1');
    const withoutReward = screen.getByRole('heading', { name: 'Taller de radio' }).closest('article')!;
    expect(within(withoutReward).queryByRole('link', { name: 'Participar' })).toBeNull();
    expect(within(withoutReward).getByRole('link', { name: 'Ver el proyecto' })).toHaveAttribute('href', '/projects/p2');
  });

  it("shows 'Cargando proyecto' on a card until its image has loaded", async () => {
    await renderCarousel([projectFixture()] as Project[]);
    const image = await screen.findByRole('img');
    expect(screen.getByText('Cargando proyecto')).toBeInTheDocument();
    fireEvent.load(image);
    expect(screen.queryByText('Cargando proyecto')).not.toBeInTheDocument();
  });

  it('starts again from the first card when the number of cards changes', async () => {
    const three = [projectFixture(), projectFixture({ documentId: 'p2', name: 'Comedor' }), projectFixture({ documentId: 'p3', name: 'Biblioteca' })] as Project[];
    await renderCarousel(three);
    await screen.findByRole('heading', { name: 'Biblioteca' });
    const first = document.querySelector('.project-carousel');
    expect(first).not.toBeNull();
    rerenderCarousel(three.slice(0, 2));
    expect(screen.queryByRole('heading', { name: 'Biblioteca' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comedor' })).toBeInTheDocument();
    expect(document.querySelector('.project-carousel')).not.toBe(first);
  });
});
