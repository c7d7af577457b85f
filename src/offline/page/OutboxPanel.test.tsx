import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../lib/i18n';
import { fakeApi } from '../../../tests/setup/fake-api';
import type { OutboxEntry } from '../outbox/db';
import { OutboxPanel } from './OutboxPanel';

const HOUR = 60 * 60 * 1000;

const waitingSince = (ago: number): OutboxEntry => ({
  kind: 'vote',
  payload: { support: 1, project: 'p1' },
  meta: { name: 'Huertos urbanos' },
  id: `e${ago}`,
  userId: 5,
  createdAt: Date.now() - ago,
  attempts: 0,
  nextAttemptAt: 0,
});

async function renderPanel(waiting: OutboxEntry[], language: 'es' | 'en' = 'es') {
  fakeApi({});
  await activateLanguage(language);
  render(
    <I18nProvider i18n={i18n}>
      <OutboxPanel waiting={waiting} failed={[]} onDismiss={() => {}} onSendNow={async () => null} inBackground={false} />
    </I18nProvider>,
  );
}

describe('outbox panel: actions kept for more than a day', () => {
  it('says they wait for Chispa to be opened with a connection, and that Safari may erase them unless Chispa is installed', async () => {
    await renderPanel([waitingSince(2 * HOUR), waitingSince(25 * HOUR)]);
    expect(screen.getByText('Tienes acciones guardadas desde hace más de un día. Para enviarlas, abre Chispa cuando tengas conexión.')).toBeInTheDocument();
    expect(
      screen.getByText('En Safari, si no has instalado Chispa en la pantalla de inicio, el navegador puede borrarlas tras 7 días sin abrirla.'),
    ).toBeInTheDocument();
  });

  it('gives an iPhone member the way to install it there', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    await renderPanel([waitingSince(30 * HOUR)]);
    expect(screen.getByText(/7 días sin abrirla/)).toBeInTheDocument();
    expect(screen.getByText(/toca Compartir y luego «Añadir a pantalla de inicio»/)).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    await renderPanel([waitingSince(30 * HOUR)], 'en');
    expect(screen.getByText("Some of your actions have been waiting for more than a day. To send them, open Chispa when you're online.")).toBeInTheDocument();
    expect(screen.getByText(/^In Safari, if Chispa isn't on your Home Screen/)).toBeInTheDocument();
  });

  it('says only when they leave while every action is less than a day old', async () => {
    await renderPanel([waitingSince(0), waitingSince(23 * HOUR)]);
    expect(screen.getAllByText('Voto: Huertos urbanos')).toHaveLength(2);
    expect(screen.getByText(/^Este navegador no las envía con Chispa cerrada/)).toBeInTheDocument();
    expect(screen.queryByText(/más de un día/)).toBeNull();
    expect(screen.queryByText(/Safari/)).toBeNull();
  });
});

describe('outbox panel: a vote the server got too late after the close', () => {
  it('says in English too that it did not count', async () => {
    fakeApi({});
    await activateLanguage('en');
    const late = { ...waitingSince(13 * HOUR), status: 409, code: 'vote.arrivedTooLate', failedAt: Date.now() };
    render(
      <I18nProvider i18n={i18n}>
        <OutboxPanel waiting={[]} failed={[late]} onDismiss={() => {}} onSendNow={async () => null} inBackground={false} />
      </I18nProvider>,
    );
    expect(screen.getByText('Your vote did not count: you cast it offline before voting closed, but it reached us more than 12 hours after the close.')).toBeInTheDocument();
  });
});
