// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { projectUpdateAnnouncement } from './project-updates';
import { PUSH_TOPIC } from './announce';
import { TOPICS } from '../push/config';

const event = {
  update: { documentId: 'upd1abcdefghij', titles: { es: 'Obras empezadas', en: 'Works started' }, status: 'inProgress', progress: 40 },
  project: { documentId: 'prj1abcdefghij', titles: { es: 'Huertos urbanos', en: null } },
};

describe('a published project update, announced', () => {
  it('goes to the project’s followers once (its key), leading to the project’s page with what the editor set', () => {
    expect(projectUpdateAnnouncement(event)).toEqual({
      key: 'projectUpdate:upd1abcdefghij',
      topic: 'updates',
      params: { titles: { es: 'Huertos urbanos', en: null }, detail: { es: 'Obras empezadas', en: 'Works started' }, status: 'inProgress', progress: 40 },
      url: '/projects/prj1abcdefghij',
      audience: { kind: 'followers', project: 'prj1abcdefghij' },
    });
  });

  it('says null for a status, progress or English title the editor left out', () => {
    const bare = { update: { documentId: 'upd2abcdefghij', titles: { es: 'Aviso' } }, project: { documentId: 'prj1abcdefghij', titles: { es: 'Huertos urbanos' } } };
    expect(projectUpdateAnnouncement(bare).params).toEqual({ titles: { es: 'Huertos urbanos', en: null }, detail: { es: 'Aviso', en: null }, status: null, progress: null });
  });

  it('is pushed on the projectUpdates device topic, which members can choose', () => {
    expect(PUSH_TOPIC.updates).toBe('projectUpdates');
    for (const topic of Object.values(PUSH_TOPIC)) expect(TOPICS).toContain(topic);
  });
});
