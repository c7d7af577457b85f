import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { ProjectCarousel } from './ProjectCarousel';
import type { Project } from '../../projects';
import { NO_VOTES } from '../../votes';

/** Every render of a card, by project. */
const cardRenders: string[] = [];
vi.mock('../../projects/components/ProjectCard', () => ({
  ProjectCard: ({ project }: { project: Project }) => {
    cardRenders.push(project.documentId);
    return <h3>{project.name}</h3>;
  },
}));

const projects = Array.from({ length: 5 }, (_, i) => projectFixture({ documentId: `p${i + 1}`, name: `Proyecto ${i + 1}` })) as Project[];

describe('a carousel move (issue 32: every 3 s while it plays, on the slowest phones too)', () => {
  it('draws no card again: only the slides move', async () => {
    fakeApi({});
    await activateLanguage('es');
    const onVote = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <ProjectCarousel projects={projects} votes={NO_VOTES} onVote={onVote} />
      </I18nProvider>,
    );
    expect(cardRenders.length).toBeGreaterThanOrEqual(projects.length);
    cardRenders.length = 0;

    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    // The slide's transition ends (jsdom runs none): the carousel settles on the middle copy.
    fireEvent.transitionEnd(document.querySelector('.project-carousel__track')!, { propertyName: 'transform' });

    expect(document.querySelector('.project-carousel')!.getAttribute('data-index')).toBe('1');
    expect(cardRenders).toEqual([]);
  });
});
