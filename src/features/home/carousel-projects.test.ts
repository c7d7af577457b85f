import { describe, expect, it } from 'vitest';
import { carouselProjects } from './carousel-projects';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const project = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  currentstatus: 'published',
  voting_start: '2026-06-01',
  voting_end: '2026-06-30',
  card_visible: true,
  ...overrides,
});

describe('the projects of the "Proyectos para votar" carousel', () => {
  it('keeps only visible projects whose vote is open now, in order', () => {
    const list = [
      project('open'),
      project('closed yesterday', { voting_end: '2026-06-15' }),
      project('not started', { voting_start: '2026-06-20' }),
      project('coming soon', { currentstatus: 'comingSoon' }),
      project('finished', { currentstatus: 'finished' }),
      project('hidden card', { card_visible: false }),
      project('no window', { voting_start: null, voting_end: null }),
      project('open too', { card_visible: null }),
    ];
    expect(carouselProjects(list, NOW).map((p) => p.name)).toEqual(['open', 'open too']);
  });
});
