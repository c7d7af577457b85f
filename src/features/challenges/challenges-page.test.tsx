import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { startSession } from '../../lib/session';

const challenge = (documentId: string, title: string, kind: string, dids: number) => ({ documentId, title, description: null, dids, kind, imagePath: null });

describe('the challenges page', () => {
  it('says which challenges the member has done, and how many times for those done again and again', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/challenges': () =>
        json({
          data: [
            challenge('c1', 'Únete a Chispa', 'register', 50),
            challenge('c2', 'Completa tu perfil', 'completeProfile', 20),
            challenge('c3', 'Vota un proyecto', 'vote', 10),
            challenge('c4', 'Comparte una noticia', 'sharePost', 5),
          ],
        }),
      'GET /api/challenge-progress': () => json({ data: [{ kind: 'register', times: 1 }, { kind: 'vote', times: 3 }] }),
    });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 4 });
    await renderApp('/challenges');
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;
    expect(await within(await card('Únete a Chispa')).findByText('✓ Hecho')).toBeInTheDocument();
    expect(within(await card('Completa tu perfil')).getByText('Por hacer')).toBeInTheDocument();
    expect(within(await card('Vota un proyecto')).getByText('✓ Hecho 3 veces')).toBeInTheDocument();
    expect(within(await card('Comparte una noticia')).getByText('Por hacer')).toBeInTheDocument();
  });

  it('keeps the progress as JSON, the way the persisted query cache stores it across a reload', async () => {
    const { fetchChallengeProgress } = await import('./api');
    fakeApi({ ...emptyHome, 'GET /api/challenge-progress': () => json({ data: [{ kind: 'vote', times: 2 }] }) });
    const progress = await fetchChallengeProgress();
    expect(JSON.parse(JSON.stringify(progress))).toEqual(progress);
    expect(progress).toEqual({ vote: 2 });
  });

  it('shows the challenges without a progress it could not read', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/challenges': () => json({ data: [challenge('c3', 'Vota un proyecto', 'vote', 10)] }),
      'GET /api/challenge-progress': () => json({ data: null, error: { status: 500 } }, 500),
    });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 5 });
    await renderApp('/challenges');
    expect(await screen.findByRole('heading', { name: 'Vota un proyecto' })).toBeInTheDocument();
    expect(screen.queryByText('Por hacer')).toBeNull();
    expect(screen.queryByText(/Hecho/)).toBeNull();
  });
});
