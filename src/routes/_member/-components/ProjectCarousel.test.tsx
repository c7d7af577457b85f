import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { CAROUSEL, copiesForLoop, loopSlidesNeeded, ProjectCarousel } from './ProjectCarousel';
import type { Project } from '../../../features/projects/api';
import { NO_VOTES } from '../../../features/votes/use-votes';

let showProjects: (projects: Project[] | undefined) => void = () => {};

function CarouselHost({ initial, onVote }: { initial: Project[] | undefined; onVote: (project: Project, support: 1 | -1) => void }) {
  const [projects, setProjects] = useState(initial);
  showProjects = setProjects;
  return <ProjectCarousel projects={projects} votes={NO_VOTES} onVote={onVote} />;
}

async function renderCarousel(projects: Project[] | undefined, onVote = vi.fn()) {
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

const rerenderCarousel = (projects: Project[] | undefined) => act(() => showProjects(projects));
const named = (count: number) =>
  Array.from({ length: count }, (_, i) => projectFixture({ documentId: `p${i + 1}`, name: `Proyecto número ${i + 1}` })) as Project[];
const swiperOf = () => (document.querySelector('.project-carousel') as HTMLElement & { swiper: { realIndex: number; slideNext: (speed?: number) => void; slidePrev: (speed?: number) => void; params: { loop: boolean } } }).swiper;
const centreProject = () => {
  const swiper = swiperOf();
  const active = document.querySelectorAll<HTMLElement>('.project-carousel .swiper-slide-active h3');
  return { realIndex: swiper.realIndex, name: active[0]?.textContent };
};
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });

describe('project carousel', () => {
  it('says so when no card is visible', async () => {
    await renderCarousel([]);
    expect(await screen.findByText('Ahora mismo no hay proyectos que mostrar.')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it("says 'Cargando…' while the list has not arrived, then shows the cards", async () => {
    await renderCarousel(undefined);
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByText('Ahora mismo no hay proyectos que mostrar.')).toBeNull();
    rerenderCarousel([projectFixture()] as Project[]);
    expect(await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('renders a card without a picture with an empty frame in its place', async () => {
    await renderCarousel([projectFixture({ mainImage: null })] as Project[]);
    const card = (await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).closest('article')!;
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('.project-card__media--none')).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Apoyar' })).toBeInTheDocument();
  });

  it('renders enough slides for the loop with 2+ cards, each project read and tabbed to once', async () => {
    await renderCarousel(named(2));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    const slides = document.querySelectorAll('.project-carousel .swiper-slide');
    expect(slides).toHaveLength(6);
    expect(swiperOf().params.loop).toBe(true);
    // Screen readers get one of each, labelled among the real count.
    expect(screen.getAllByRole('heading', { name: /Proyecto número/ })).toHaveLength(2);
    expect(screen.getAllByRole('group', { name: /^Proyecto \d de 2$/ }).map((group) => group.getAttribute('aria-label'))).toEqual(['Proyecto 1 de 2', 'Proyecto 2 de 2']);
    const copies = [...slides].filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(copies).toHaveLength(4);
    for (const copy of copies) {
      const focusables = copy.querySelectorAll('a, button');
      expect(focusables.length).toBeGreaterThan(0);
      for (const element of focusables) expect(element).toHaveAttribute('tabindex', '-1');
    }
    const ids = [...document.querySelectorAll('.project-carousel [id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([1024, 1400])('gives swiper enough slides to loop at %i px, whatever the number of cards', async (width) => {
    setWidth(width);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const count of [2, 3, 4, 5, 6, 7]) {
      await renderCarousel(named(count));
      await screen.findByRole('heading', { name: `Proyecto número ${count}` });
      expect(swiperOf().params.loop).toBe(true);
      cleanup();
    }
    expect(warn.mock.calls.filter(([message]) => String(message).includes('Swiper Loop Warning'))).toEqual([]);
    setWidth(1024);
  });

  it('does not loop a single card', async () => {
    await renderCarousel(named(1));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    expect(document.querySelectorAll('.project-carousel .swiper-slide')).toHaveLength(1);
    expect(swiperOf().params.loop).toBe(false);
  });

  it('cycles circularly: past the last card comes the first, before the first the last', async () => {
    // jsdom lays nothing out; give the carousel a width so swiper can place its slides.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    const step = (direction: 'slideNext' | 'slidePrev', times: number) => {
      const seen: string[] = [];
      for (let i = 0; i < times; i += 1) {
        act(() => swiperOf()[direction](0));
        seen.push(centreProject().name!);
      }
      return seen;
    };
    expect(centreProject().name).toBe('Proyecto número 1');
    expect(step('slideNext', 4)).toEqual(['Proyecto número 2', 'Proyecto número 3', 'Proyecto número 1', 'Proyecto número 2']);
    expect(step('slidePrev', 4)).toEqual(['Proyecto número 1', 'Proyecto número 3', 'Proyecto número 2', 'Proyecto número 1']);
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

describe('carousel loop arithmetic (swiper 12 loopFix)', () => {
  it('needs n + ceil(n / 2) + 1 slides, n being slidesPerView rounded up to odd', () => {
    expect(loopSlidesNeeded(1)).toBe(3);
    expect(loopSlidesNeeded(1.15)).toBe(6);
    expect(loopSlidesNeeded(2)).toBe(6);
    expect(loopSlidesNeeded(3)).toBe(6);
    expect(loopSlidesNeeded()).toBe(6);
  });

  it('repeats short lists until there are enough, and never a single card', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((count) => copiesForLoop(count))).toEqual([1, 3, 2, 2, 2, 1, 1]);
  });

  it('keeps the spec §9 constants', () => {
    expect(CAROUSEL).toMatchObject({ autoplayMs: 3000, speedMs: 500, swipeDeltaPx: 10, touchThreshold: 5, edgeFriction: 0.35, centrePaddingPx: 50, arrowsFrom: 1280 });
  });
});

describe('project carousel with less motion', () => {
  it('moves from card to card without sliding (speed 0) and never by itself', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    const swiper = swiperOf() as ReturnType<typeof swiperOf> & { params: { speed: number; autoplay: { enabled: boolean } } };
    expect(swiper.params.speed).toBe(0);
    expect(swiper.params.autoplay.enabled).toBe(false);
  });

  it('takes a move asked for while a loop is still sliding (arrows, keys and autoplay are never ignored)', async () => {
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    expect((swiperOf() as unknown as { params: { loopPreventsSliding: boolean } }).params.loopPreventsSliding).toBe(false);
  });

  it('slides at the spec speed for everyone else', async () => {
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    expect((swiperOf() as unknown as { params: { speed: number } }).params.speed).toBe(CAROUSEL.speedMs);
  });
});
