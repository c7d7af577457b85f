/** A project as the API answers it, with whatever a test changes. */
export const projectFixture = (overrides: Record<string, unknown> = {}) => ({
  documentId: 'p1',
  name: 'Huertos urbanos en Nou Barris',
  subtitle: 'Comida fresca a dos calles',
  subtitleExtraInfo: null,
  extract: 'Convertimos tres solares vacíos en huertos.',
  supportText: '¿Apoyas los huertos?',
  location: 'Barcelona',
  videoUrl: null,
  description_rt: [{ type: 'paragraph', children: [{ type: 'text', text: 'Tres solares abandonados.' }] }],
  voting_start: '2026-01-01',
  voting_end: '2099-01-01',
  project_start: null,
  project_end: null,
  currentstatus: 'published',
  project_type: 'humans',
  card_visible: true,
  mainImage: { url: '/uploads/p1.jpg', alternativeText: 'Huerto' },
  gallery: [],
  partner: { documentId: 'pa1', name: 'Fundación Raíces' },
  reward: { documentId: 'r1', title: 'Cesta', cost: 10, start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' },
  ...overrides,
});

/** A vote waiting in the outbox for `userId`, not due for an hour (the tests never deliver it). */
export const waitingVoteFixture = (userId: number, overrides: Record<string, unknown> = {}) => ({
  id: 'e1',
  kind: 'vote' as const,
  payload: { support: 1 as const, project: 'p9' },
  meta: { projectType: 'humans', name: 'Comedor social' },
  userId,
  createdAt: Date.now(),
  attempts: 0,
  nextAttemptAt: Date.now() + 60 * 60 * 1000,
  ...overrides,
});

/** A page of the project search as the API answers it (`GET /api/project-search`): the home's list and /projects. */
export const projectPageFixture = (data: unknown[], facets = { partners: [] as { documentId: string; name: string }[], places: [] as string[] }) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 12, pageCount: data.length ? 1 : 0, total: data.length }, facets },
});
