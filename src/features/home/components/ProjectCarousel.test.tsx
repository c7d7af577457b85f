import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { copiesForLoop, ProjectCarousel } from './ProjectCarousel';
import { CAROUSEL } from '../carousel/constants';
import type { Project } from '../../projects';
import { NO_VOTES } from '../../votes';

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
const root = () => document.querySelector<HTMLElement>('.project-carousel')!;
const track = () => document.querySelector<HTMLElement>('.project-carousel__track')!;
const slidesOf = () => document.querySelectorAll<HTMLElement>('.project-carousel__slide');
const centreProject = () => ({ realIndex: Number(root().dataset.index), name: document.querySelector('.project-carousel__slide.is-active h3')?.textContent });
/** The slide's transition ends (jsdom runs none): the carousel settles back on the middle copy. */
const endSlide = () => fireEvent.transitionEnd(track(), { propertyName: 'transform' });
/** jsdom lays nothing out: every box 300 px wide and on screen. */
const layOut = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 500, top: 0, left: 0, right: 300, bottom: 500, x: 0, y: 0, toJSON: () => ({}) });

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
    const slides = slidesOf();
    expect(slides).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Proyecto siguiente' })).toBeInTheDocument();
    // Screen readers get one of each, labelled among the real count.
    expect(screen.getAllByRole('heading', { name: /Proyecto número/ })).toHaveLength(2);
    expect(screen.getAllByRole('group', { name: /^Proyecto \d de 2$/ }).map((group) => group.getAttribute('aria-label'))).toEqual(['Proyecto 1 de 2', 'Proyecto 2 de 2']);
    const copies = [...slides].filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(copies).toHaveLength(4);
    // Two cards: every copy is beside the view, so all are drawn.
    for (const copy of copies) expect(copy.querySelectorAll('a, button').length).toBeGreaterThan(0);
    for (const copy of copies) {
      for (const element of copy.querySelectorAll('a, button')) expect(element).toHaveAttribute('tabindex', '-1');
    }
    const ids = [...document.querySelectorAll('.project-carousel [id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every real card, but a copy only while it is in or beside the view', async () => {
    await renderCarousel(named(9));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    const drawnSlides = () => [...slidesOf()].map((slide, index) => (slide.querySelector('h3') ? index : null)).filter((index) => index !== null);
    // 27 slides, the view on the middle copy's first (9): the copies 6 to 8 beside it, the real cards 9 to 17.
    expect(slidesOf()).toHaveLength(27);
    expect(drawnSlides()).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // Towards the first copy: the one that comes into view is drawn before it slides in.
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto anterior' }));
    expect(centreProject()).toEqual({ realIndex: 8, name: 'Proyecto número 9' });
    expect(drawnSlides()).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // Settled back on the middle copy: the far copies are let go again.
    endSlide();
    expect(drawnSlides()).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('does not loop a single card', async () => {
    await renderCarousel(named(1));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    expect(slidesOf()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Proyecto siguiente' })).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(centreProject()).toEqual({ realIndex: 0, name: 'Proyecto número 1' });
  });

  it('cycles circularly: past the last card comes the first, before the first the last', async () => {
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    const step = (name: 'Proyecto siguiente' | 'Proyecto anterior', times: number) => {
      const seen: string[] = [];
      for (let i = 0; i < times; i += 1) {
        fireEvent.click(screen.getByRole('button', { name }));
        seen.push(centreProject().name!);
        endSlide();
      }
      return seen;
    };
    expect(centreProject()).toEqual({ realIndex: 0, name: 'Proyecto número 1' });
    expect(step('Proyecto siguiente', 4)).toEqual(['Proyecto número 2', 'Proyecto número 3', 'Proyecto número 1', 'Proyecto número 2']);
    expect(step('Proyecto anterior', 4)).toEqual(['Proyecto número 1', 'Proyecto número 3', 'Proyecto número 2', 'Proyecto número 1']);
    // At rest it is always on the middle copy, the one screen readers and the keyboard reach.
    expect(document.querySelector('.project-carousel__slide.is-active')).not.toHaveAttribute('aria-hidden');
  });

  it('takes moves asked for while it is still sliding, and the arrow keys', async () => {
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    layOut();
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(centreProject().realIndex).toBe(2);
    endSlide();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(centreProject().realIndex).toBe(1);
    // Not while the member types, nor with a modifier.
    fireEvent.keyDown(document, { key: 'ArrowRight', ctrlKey: true });
    expect(centreProject().realIndex).toBe(1);
  });

  it('follows a drag past the swipe delta, moves past a fifth of a card, and keeps a tap a tap', async () => {
    const onVote = await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    layOut();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['performance'] });
    const viewport = document.querySelector<HTMLElement>('.project-carousel__viewport')!;
    const drag = (from: number, to: number, ms: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: from, clientY: 100, button: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: (from + to) / 2, clientY: 100, pointerType: 'mouse' });
      vi.advanceTimersByTime(ms);
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: to, clientY: 100, pointerType: 'mouse' });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: to, clientY: 100, pointerType: 'mouse' });
    };
    drag(250, 50, 1000); // slow, two thirds of a card: moves
    expect(centreProject().realIndex).toBe(1);
    endSlide();
    drag(250, 200, 1000); // slow, a sixth of a card: snaps back
    expect(centreProject().realIndex).toBe(1);
    drag(150, 250, 100); // a quick flick to the right: back one
    expect(centreProject().realIndex).toBe(0);
    endSlide();
    drag(150, 144, 1000); // under the swipe delta: a tap, the cards do not follow
    expect(track().style.getPropertyValue('--drag')).toBe('');
    expect(centreProject().realIndex).toBe(0);
    // A tap still votes; the click that ends a drag does not.
    const support = screen.getAllByRole('button', { name: 'Apoyar' })[0]!;
    drag(250, 50, 1000);
    fireEvent.click(support);
    expect(onVote).not.toHaveBeenCalled();
    fireEvent.click(support);
    expect(onVote).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
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

  it('calls a lookwhat project’s options by their names, and “Opción 1/2” when a copy from before names has none', async () => {
    const projects = [projectFixture({ documentId: 'p2', name: 'Comedor', project_type: 'lookwhat', option1_label: 'Cenas', option2_label: ' ' })] as Project[];
    const onVote = await renderCarousel(projects);
    await userEvent.click(await screen.findByRole('button', { name: 'Cenas' }));
    expect(onVote).toHaveBeenCalledWith(projects[0], -1);
    await userEvent.click(screen.getByRole('button', { name: 'Opción 2' }));
    expect(onVote).toHaveBeenCalledWith(projects[0], 1);
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

describe('carousel loop and constants', () => {
  it('renders three copies to loop over, and a single card once', () => {
    expect([1, 2, 3, 9].map((count) => copiesForLoop(count))).toEqual([1, 3, 3, 3]);
  });

  it('keeps the spec §9 constants', () => {
    expect(CAROUSEL).toMatchObject({ autoplayMs: 3000, speedMs: 500, swipeDeltaPx: 10, touchThreshold: 5, edgeFriction: 0.35, centrePaddingPx: 50, arrowsFrom: 1280 });
  });
});

describe('project carousel with less motion', () => {
  it('moves from card to card without sliding (0 ms) and never by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    act(() => void vi.advanceTimersByTime(CAROUSEL.autoplayMs * 3));
    expect(centreProject().realIndex).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto anterior' }));
    expect(centreProject()).toEqual({ realIndex: 2, name: 'Proyecto número 3' });
    expect(track().style.transitionDuration).toBe('0ms');
    expect(document.querySelector('.project-carousel__slide.is-active')).not.toHaveAttribute('aria-hidden');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('slides at the spec speed for everyone else, and moves by itself every 3 s until the member moves it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCarousel(named(3));
    await screen.findByRole('heading', { name: 'Proyecto número 1' });
    act(() => void vi.advanceTimersByTime(CAROUSEL.autoplayMs));
    expect(centreProject().realIndex).toBe(1);
    expect(track().style.transitionDuration).toBe(`${CAROUSEL.speedMs}ms`);
    endSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    endSlide();
    act(() => void vi.advanceTimersByTime(CAROUSEL.autoplayMs * 3));
    expect(centreProject().realIndex).toBe(2);
    vi.useRealTimers();
  });
});
