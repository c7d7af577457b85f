import { describe, expect, it } from 'vitest';
import { groupOf, searchKept, type Searchable } from './offline-list';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const project = (documentId: string, fields: Partial<Searchable> = {}): Searchable => ({
  documentId,
  name: documentId,
  currentstatus: 'published',
  project_type: 'others',
  voting_start: '2026-06-01',
  voting_end: '2026-06-30',
  ...fields,
});

const raices = { documentId: 'raices', name: 'Fundación Raíces' };
const KEPT = [
  project('Jardín de Gràcia', { location: 'Ávila', partner: raices }),
  project('Huertos', { location: 'Madrid', project_type: 'humans' }),
  project('Gredos', { currentstatus: 'comingSoon', location: 'Ávila' }),
  project('Rutas', { voting_start: '2026-01-01', voting_end: '2026-02-01', partner: raices }),
  project('Banco', { currentstatus: 'approved', voting_end: '2025-05-01' }),
  project('Solar', { currentstatus: 'finished', voting_end: '2026-03-01' }),
];
const names = (search: Parameters<typeof searchKept>[1]) => searchKept(KEPT, search, NOW).projects.map((p) => p.documentId);

describe('the list offline, over the projects this device keeps', () => {
  it('groups projects as the server does: open, still to open, closed', () => {
    expect(groupOf(KEPT[0]!, NOW)).toBe('open');
    expect(groupOf(KEPT[2]!, NOW)).toBe('soon');
    expect(groupOf(project('later', { voting_start: '2026-07-01', voting_end: '2026-08-01' }), NOW)).toBe('soon');
    expect(groupOf(KEPT[3]!, NOW)).toBe('closed');
    expect(groupOf(KEPT[4]!, NOW)).toBe('closed');
    expect(groupOf(project('form', { project_type: 'form', reward: { start_date: '2026-06-01T00:00:00Z', end_date: '2026-06-20T00:00:00Z' } }), NOW)).toBe('open');
    expect(groupOf(project('form', { project_type: 'form', reward: null }), NOW)).toBe('soon');
  });

  it('shows open and coming-soon projects by default, open first', () => {
    expect(names({})).toEqual(['Jardín de Gràcia', 'Huertos', 'Gredos']);
  });

  it('keeps the archive: the closed ones, the most recently closed first', () => {
    expect(names({ status: 'closed' })).toEqual(['Solar', 'Rutas', 'Banco']);
  });

  it('searches without accents or case, by name, place and partner, every word', () => {
    expect(names({ q: 'JARDIN gracia' })).toEqual(['Jardín de Gràcia']);
    expect(names({ q: 'avila' })).toEqual(['Jardín de Gràcia', 'Gredos']);
    expect(names({ q: 'raices', status: 'closed' })).toEqual(['Rutas']);
    expect(names({ q: 'nada' })).toEqual([]);
  });

  it('filters by partner, type and place (accents aside), together', () => {
    expect(names({ partner: 'raices' })).toEqual(['Jardín de Gràcia']);
    expect(names({ type: 'humans' })).toEqual(['Huertos']);
    expect(names({ place: 'AVILA' })).toEqual(['Jardín de Gràcia', 'Gredos']);
    expect(names({ place: 'Ávila', type: 'others', status: 'soon' })).toEqual(['Gredos']);
  });

  it('lists each project once, and pages: a page past the end shows the last one', () => {
    const many = Array.from({ length: 30 }, (_, i) => project(`p${i}`));
    const twice = [...many, ...many];
    expect(searchKept(twice, {}, NOW)).toMatchObject({ total: 30, pageCount: 3, page: 1 });
    expect(searchKept(twice, { page: 3 }, NOW).projects.map((p) => p.documentId)).toEqual(many.slice(24).map((p) => p.documentId));
    expect(searchKept(twice, { page: 9 }, NOW).page).toBe(3);
    expect(searchKept([], { page: 2 }, NOW)).toEqual({ projects: [], total: 0, pageCount: 0, page: 1 });
  });
});
