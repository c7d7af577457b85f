import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../test-fixtures';

describe('the profile’s followed projects', () => {
  it('lists them by name (a vote’s, or the project’s own), each linking to its page, and stops following one', async () => {
    let follows = [
      { project: 'p1', source: 'vote' },
      { project: 'p5', source: 'manual' },
    ];
    const { calls } = fakeApi({
      ...emptyHome,
      'GET /api/users/me': () => json(userFixture()),
      'GET /api/user-project-supports': () => json({ data: [{ documentId: 'v1', support: 1, project: { documentId: 'p1', name: 'Huertos urbanos' } }] }),
      'GET /api/subscriptions': () => json({ data: [], meta: {} }),
      'GET /api/projects/p5': () => json({ data: projectFixture({ documentId: 'p5', name: 'Biblioteca de semillas' }) }),
      'GET /api/follows': () => json({ data: follows }),
      'PUT /api/follows/p5': () => {
        follows = follows.filter((follow) => follow.project !== 'p5');
        return json({ data: { project: 'p5', following: false, source: 'manual' } });
      },
    });
    startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
    await renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Proyectos que sigues' });
    expect(await within(section).findByRole('link', { name: 'Biblioteca de semillas' })).toHaveAttribute('href', '/projects/p5');
    expect(within(section).getByRole('link', { name: 'Huertos urbanos' })).toHaveAttribute('href', '/projects/p1');
    fireEvent.click(within(section).getByRole('button', { name: 'Dejar de seguir Biblioteca de semillas' }));
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Biblioteca de semillas' })).toBeNull());
    expect(within(section).getByRole('link', { name: 'Huertos urbanos' })).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(await put.json()).toEqual({ following: false });
  });

  it('says when the member follows nothing yet', async () => {
    fakeApi({ ...emptyHome, 'GET /api/users/me': () => json(userFixture()), 'GET /api/subscriptions': () => json({ data: [], meta: {} }) });
    startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
    await renderApp('/profile', 'en');
    const section = await screen.findByRole('region', { name: 'Projects you follow' });
    expect(await within(section).findByText(/You do not follow any project yet/)).toBeInTheDocument();
  });
});
