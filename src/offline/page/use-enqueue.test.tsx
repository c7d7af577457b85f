import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { toast } from '../../components/ui/toast';
import { activateLanguage, i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { closeOutboxDb } from '../outbox/db';
import { useEnqueue } from './use-enqueue';
import { listEntries, removeEntriesOf } from '../outbox/sending-store';
import * as pageOutbox from './page-outbox';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

async function setUp() {
  fakeApi({}); // flushes that follow an enqueue find no member endpoint: they fail and keep the entry
  await activateLanguage('es');
  startSession({ login: 'demo@chispa.test', token: 't', userId: 42 });
  await removeEntriesOf(42);
  return renderHook(() => useEnqueue(), { wrapper }).result.current;
}

describe('useEnqueue', () => {
  it('ignores a second tap on the same action while the first is being stored', async () => {
    const enqueue = await setUp();
    const [first, second] = await Promise.all([
      enqueue({ kind: 'participation', payload: { rewardId: 'r1', amount: 1 }, meta: { total: 10 } }),
      enqueue({ kind: 'participation', payload: { rewardId: 'r1', amount: 1 }, meta: { total: 10 } }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect((await listEntries()).filter((e) => e.userId === 42)).toHaveLength(1);
  });

  it('allows a later, separate participation but only one vote per project', async () => {
    const enqueue = await setUp();
    await enqueue({ kind: 'participation', payload: { rewardId: 'r1', amount: 1 }, meta: {} });
    await enqueue({ kind: 'participation', payload: { rewardId: 'r1', amount: 2 }, meta: {} });
    await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: {} });
    expect(await enqueue({ kind: 'vote', payload: { support: -1, project: 'p1' }, meta: {} })).toBeNull();
    expect((await listEntries()).filter((e) => e.userId === 42).map((e) => e.kind)).toEqual(['participation', 'participation', 'vote']);
  });

  it('tells the member when the device cannot store the action', async () => {
    const enqueue = await setUp();
    vi.spyOn(pageOutbox, 'enqueueWrite').mockRejectedValue(new Error('QuotaExceededError'));
    const shown = vi.spyOn(toast, 'error');
    expect(await enqueue({ kind: 'vote', payload: { support: 1, project: 'p2' }, meta: {} })).toBeNull();
    expect(shown).toHaveBeenCalledWith('No hemos podido guardar tu acción en este dispositivo. Inténtalo de nuevo.');
  });

  it('without IndexedDB, sends a vote straight to the server when online, and says so when it cannot', async () => {
    const saved = globalThis.indexedDB;
    await closeOutboxDb();
    // A locked-down browser: opening any database fails.
    globalThis.indexedDB = { open: () => { throw new DOMException('The user denied permission to access the database.', 'InvalidStateError'); } } as unknown as IDBFactory;
    try {
      await activateLanguage('es');
      startSession({ login: 'demo@chispa.test', token: 't', userId: 42 });
      let online = true;
      const { calls } = fakeApi({
        'POST /api/user-project-supports': () =>
          online ? json({ data: { documentId: 'v1' }, meta: { replayed: false } }, 201) : Promise.reject(new TypeError('Failed to fetch')),
      });
      const delivered = vi.fn();
      const stop = pageOutbox.onFlushResults(delivered);
      const enqueue = renderHook(() => useEnqueue(), { wrapper }).result.current;
      expect(await enqueue({ kind: 'vote', payload: { support: 1, project: 'p3' }, meta: {} })).toBeNull();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
      expect(delivered).toHaveBeenCalledWith([expect.objectContaining({ outcome: 'sent' })]);

      online = false;
      const shown = vi.spyOn(toast, 'error');
      expect(await enqueue({ kind: 'vote', payload: { support: 1, project: 'p4' }, meta: {} })).toBeNull();
      expect(shown).toHaveBeenCalledWith('No se ha podido enviar, y este navegador no permite guardarlo para más tarde. Inténtalo de nuevo cuando tengas conexión.');
      stop();
    } finally {
      globalThis.indexedDB = saved;
      await closeOutboxDb();
    }
  });
});
