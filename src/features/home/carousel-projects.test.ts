// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carouselProjects } from './carousel-projects';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const project = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  currentstatus: 'published',
  project_type: 'humans',
  voting_start: '2026-06-01',
  voting_end: '2026-06-30',
  card_visible: true,
  ...overrides,
});
const reward = (start: string, end: string) => ({ start_date: start, end_date: end });

describe('the projects of the home carousel', () => {
  it('shows every visible project: open votings first, then those to open, then the rest, in order within each', () => {
    const list = [
      project('closed yesterday', { voting_end: '2026-06-15' }),
      project('open'),
      project('not started', { voting_start: '2026-06-20' }),
      project('coming soon', { currentstatus: 'comingSoon' }),
      project('finished', { currentstatus: 'finished' }),
      project('hidden card', { card_visible: false }),
      project('no window', { voting_start: null, voting_end: null }),
      project('open too', { card_visible: null }),
    ];
    expect(carouselProjects(list, NOW).map((p) => p.name)).toEqual(['open', 'open too', 'not started', 'coming soon', 'closed yesterday', 'finished', 'no window']);
  });

  it('places a form project by its reward’s window, not by voting dates it does not need', () => {
    const list = [
      project('form over', { project_type: 'form', voting_start: null, voting_end: null, reward: reward('2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z') }),
      project('form soon', { project_type: 'form', voting_start: null, voting_end: null, reward: reward('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z') }),
      project('form open', { project_type: 'form', voting_start: null, voting_end: null, reward: reward('2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z') }),
      project('form without reward', { project_type: 'form', voting_start: null, voting_end: null }),
    ];
    expect(carouselProjects(list, NOW).map((p) => p.name)).toEqual(['form open', 'form soon', 'form without reward', 'form over']); // without a reward its sign-up has not opened yet
  });

  it('has nothing only when no project is visible', () => {
    expect(carouselProjects([project('hidden', { card_visible: false })], NOW)).toEqual([]);
    expect(carouselProjects([project('over', { voting_end: '2026-06-01' })], NOW)).toHaveLength(1);
  });
});
