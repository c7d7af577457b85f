import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { startSession } from '../../lib/session';
import { fetchVotes } from './api';

describe('votes API', () => {
  it('reads the member votes with populate=all (spec §7)', async () => {
    const api = fakeApi({
      'GET /api/user-project-supports': () => json({ data: [{ documentId: 'v1', support: -1, project: { documentId: 'p1', name: 'Huertos' } }] }),
    });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    expect(await fetchVotes()).toEqual([{ documentId: 'v1', support: -1, project: { documentId: 'p1', name: 'Huertos' } }]);
    const params = new URL(api.calls[0]!.url).searchParams;
    expect(params.get('populate')).toBe('all');
  });
});
