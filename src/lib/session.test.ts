import { describe, expect, it, vi, beforeEach } from 'vitest';

const member = { login: 'demo@chispa.test', token: 'jwt', userId: 3 };

// The store caches what it read, so each test loads a fresh module over prepared storage.
async function freshSessionModule() {
  vi.resetModules();
  return import('./session');
}

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('restores the stored session on load', async () => {
    localStorage.setItem('chispaUser', JSON.stringify(member));
    const { getSession } = await freshSessionModule();
    expect(getSession()).toEqual(member);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ login: 'demo@chispa.test' })],
    ['a non-email login', JSON.stringify({ ...member, login: 'nobody' })],
  ])('drops a stored session that is %s', async (_label, raw) => {
    localStorage.setItem('chispaUser', raw);
    const { getSession } = await freshSessionModule();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('chispaUser')).toBeNull();
  });

  it('stores { login, token } under chispaUser and tells subscribers', async () => {
    const { startSession, subscribeToSession } = await freshSessionModule();
    const listener = vi.fn();
    subscribeToSession(listener);
    startSession(member);
    expect(JSON.parse(localStorage.getItem('chispaUser')!)).toEqual(member);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the token and keeps the member', async () => {
    const { startSession, replaceToken, getSession } = await freshSessionModule();
    startSession(member);
    replaceToken('fresh');
    expect(getSession()).toEqual({ ...member, token: 'fresh' });
  });

  it('ends the session everywhere', async () => {
    const { startSession, endSession, getSession, subscribeToSession } = await freshSessionModule();
    startSession(member);
    const listener = vi.fn();
    subscribeToSession(listener);
    endSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('chispaUser')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a logout made in another tab', async () => {
    const { startSession, getSession } = await freshSessionModule();
    startSession(member);
    localStorage.removeItem('chispaUser');
    window.dispatchEvent(new StorageEvent('storage', { key: 'chispaUser', newValue: null }));
    expect(getSession()).toBeNull();
  });
});
