import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../lib/i18n';
import { fakeApi } from '../../../tests/setup/fake-api';
import { closeOutboxDb } from '../outbox/db';
import { enqueue } from '../outbox/flush';
import { settleEntry } from '../outbox/store';
import { ConnectivityBanner } from './ConnectivityBanner';

const USER = 5;

async function renderBanner() {
  fakeApi({});
  await activateLanguage('es');
  render(
    <I18nProvider i18n={i18n}>
      <ConnectivityBanner userId={USER} />
    </I18nProvider>,
  );
}

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOutboxDb());

describe('connectivity banner', () => {
  it('says the device is offline, then back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner();
    expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('De nuevo con conexión.')).toBeInTheDocument();
  });

  it('counts the waiting actions and lists them, and lists a refused one with its reason until dismissed', async () => {
    await enqueue('vote', { support: 1, project: 'p1' }, USER, { meta: { name: 'Huertos urbanos' } });
    const refused = await enqueue('participation', { rewardId: 'r1', amount: 5 }, USER, { meta: { title: 'Cesta' } });
    await settleEntry(
      refused.id,
      { id: refused.id, userId: USER, result: { outcome: 'rejected', entry: refused, status: 409, code: 'rewardParticipation.errors.notEnoughDIDs' } },
      { ...refused, status: 409, code: 'rewardParticipation.errors.notEnoughDIDs', failedAt: 1 },
    );
    await enqueue('vote', { support: 1, project: 'p9' }, 99); // another member's: not counted here
    await renderBanner();

    expect(await screen.findByText(/1 acción esperando a enviarse · 1 acción no se pudo enviar/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ver detalles'));
    expect(screen.getByText('Voto: Huertos urbanos')).toBeInTheDocument();
    expect(screen.getByText('Participación: Cesta')).toBeInTheDocument();
    expect(screen.getByText('No tienes DIDs suficientes para esta participación.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('1 acción esperando a enviarse')).toBeInTheDocument();
    expect(screen.queryByText('Participación: Cesta')).toBeNull();
  });
});
