import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { HISTORY_PAGE_SIZE, type HistoryRecord } from '../history-api';

const USER_ID = 7;

/** `count` records, newest first, alternating earnings (+10, a vote) and spends (−20, a reward). */
function records(count: number): HistoryRecord[] {
  const oldestFirst: HistoryRecord[] = [];
  let balance = 0;
  for (let i = 0; i < count; i++) {
    const earned = i % 2 === 0;
    const amount = earned ? 10 : -5;
    balance += amount;
    oldestFirst.push({
      id: i + 1,
      documentId: `r${i + 1}`,
      amount,
      reason: earned ? 'vote' : 'participation',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i, 23, 30)).toISOString(),
      balanceAfter: balance,
      subject: earned
        ? { kind: 'project', documentId: `p${i + 1}`, title: `Proyecto ${i + 1}` }
        : { kind: 'reward', documentId: `w${i + 1}`, title: `Premio ${i + 1}` },
    });
  }
  return oldestFirst.reverse();
}

type Handler = Parameters<typeof fakeApi>[0][string];

/** The server's paging over `all`; the header's balance read (no page asked) answers page 1. */
function historyServer(all: HistoryRecord[]): Handler {
  return (request) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('pagination[page]') ?? 1);
    const pageSize = Number(url.searchParams.get('pagination[pageSize]') ?? 25);
    const data = all.slice((page - 1) * pageSize, page * pageSize);
    return json({ data, meta: { balance: all[0]?.balanceAfter ?? 0, pagination: { page, pageSize, pageCount: Math.ceil(all.length / pageSize), total: all.length } } });
  };
}

function openHistory(handler: Handler, language: 'es' | 'en' = 'es', extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ ...emptyHome, 'GET /api/did-records': handler, ...extra });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  return { api, view: renderApp('/profile/dids', language) };
}

const shownRecords = () => screen.queryAllByTestId('did-record');
const historyCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => new URL(call.url).searchParams.has('pagination[page]')).map((call) => new URL(call.url).searchParams.get('pagination[page]'));

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}
function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => {
  setShare(undefined);
  setClipboard(undefined);
});
afterEach(() => {
  setShare(undefined);
  setClipboard(undefined);
});

describe('the DIDs history page', () => {
  it('shows the team’s corrections and cancelled entries as such, with the reason they gave', async () => {
    const correction: HistoryRecord = { id: 2, documentId: 'c2', amount: -5, reason: 'adjustment', note: 'Voto duplicado', createdAt: '2026-03-02T10:00:00.000Z', balanceAfter: 15, subject: null };
    const refund: HistoryRecord = {
      id: 1,
      documentId: 'c1',
      amount: 20,
      reason: 'refund',
      note: 'Pidió anularla',
      createdAt: '2026-03-01T10:00:00.000Z',
      balanceAfter: 20,
      subject: { kind: 'reward', documentId: 'w1', title: 'Cesta de verduras' },
    };
    openHistory(historyServer([correction, refund]));
    await waitFor(() => expect(shownRecords()).toHaveLength(2));
    const [first, second] = shownRecords();
    expect(first).toHaveTextContent('Corrección del equipo:');
    expect(within(first!).getByText('Voto duplicado')).toBeInTheDocument();
    expect(second).toHaveTextContent('Participación anulada, DIDs devueltos: Cesta de verduras');
    expect(within(second!).getByText('Pidió anularla')).toBeInTheDocument();
  });

  it('lists records newest first with the Madrid day, the linked subject, the signed amount and the balance after it', async () => {
    openHistory(historyServer(records(3)));
    await screen.findByRole('heading', { name: 'Tu historial de DIDs' });
    await waitFor(() => expect(shownRecords()).toHaveLength(3));
    const [newest, middle, oldest] = shownRecords();
    // 2026-01-03 23:30 UTC is already 4 January in Madrid.
    expect(within(newest!).getByText('4 de enero de 2026')).toBeInTheDocument();
    expect(newest).toHaveTextContent('Voto: Proyecto 3');
    expect(within(newest!).getByRole('link', { name: 'Proyecto 3' })).toHaveAttribute('href', '/projects/p3');
    expect(newest).toHaveTextContent('+10 DIDs');
    expect(newest).toHaveTextContent('Saldo: 15 DIDs');
    expect(middle).toHaveTextContent('Participación en el sorteo: Premio 2');
    expect(within(middle!).getByRole('link', { name: 'Premio 2' })).toHaveAttribute('href', '/rewards/w2');
    expect(middle).toHaveTextContent('\u22125 DIDs');
    expect(middle).toHaveTextContent('Saldo: 5 DIDs');
    expect(oldest).toHaveTextContent('Saldo: 10 DIDs');
  });

  it('speaks the member’s language, and names a subject no longer published as unavailable', async () => {
    const [record] = records(1);
    openHistory(historyServer([{ ...record!, subject: { kind: 'project', documentId: null, title: null } }]), 'en');
    const item = await screen.findByTestId('did-record');
    // 1 January 23:30 UTC is 2 January in Madrid.
    expect(item).toHaveTextContent('January 2, 2026');
    expect(item).toHaveTextContent('Vote: (no longer available)');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).queryByText('Share')).toBeNull();
  });

  it('links challenges and news to their pages', async () => {
    const base = records(2);
    openHistory(
      historyServer([
        { ...base[0]!, reason: 'referral', subject: { kind: 'challenge', documentId: 'c1', title: 'Invita a una amiga' } },
        { ...base[1]!, reason: 'sharePost', amount: 5, subject: { kind: 'news', documentId: 'n1', title: 'Nueva temporada' } },
      ]),
    );
    await waitFor(() => expect(shownRecords()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Invita a una amiga' })).toHaveAttribute('href', '/challenges');
    expect(screen.getByRole('link', { name: 'Nueva temporada' })).toHaveAttribute('href', '/news/n1');
  });

  it('loads the next page with the button, in order, keeping the server’s running balance', async () => {
    const all = records(HISTORY_PAGE_SIZE + 5);
    const { api } = openHistory(historyServer(all));
    await waitFor(() => expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Ver más movimientos' }));
    await waitFor(() => expect(shownRecords()).toHaveLength(all.length));
    expect(historyCalls(api)).toEqual(['1', '2']);
    const last = shownRecords().at(-1)!;
    expect(last).toHaveTextContent('Saldo: 10 DIDs');
    expect(shownRecords()[HISTORY_PAGE_SIZE]).toHaveTextContent(`Saldo: ${all[HISTORY_PAGE_SIZE]!.balanceAfter} DIDs`);
    expect(screen.queryByRole('button', { name: 'Ver más movimientos' })).toBeNull();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    let seen: IntersectionObserverCallback | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { api } = openHistory(historyServer(records(HISTORY_PAGE_SIZE + 1)));
    await waitFor(() => expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE));
    await waitFor(() => expect(seen).toBeDefined());
    act(() => seen!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE + 1));
    expect(historyCalls(api)).toEqual(['1', '2']);
    vi.unstubAllGlobals();
  });

  it('shows a loading skeleton, then an empty state that points to the challenges', async () => {
    let answer: (response: Response) => void = () => {};
    openHistory((request) =>
      new URL(request.url).searchParams.has('pagination[page]')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json({ data: [], meta: { balance: 0 } }),
    );
    expect(await screen.findByTestId('did-history-skeleton')).toBeInTheDocument();
    answer(json({ data: [], meta: { balance: 0, pagination: { page: 1, pageSize: 20, pageCount: 0, total: 0 } } }));
    expect(await screen.findByText('Aún no has ganado ni gastado DIDs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conseguir más DIDs' })).toHaveAttribute('href', '/challenges');
  });

  it('says when the history could not be loaded, and retries', async () => {
    let fail = true;
    const ok = historyServer(records(2));
    openHistory((request) => (fail && new URL(request.url).searchParams.has('pagination[page]') ? json({ error: { status: 500 } }, 500) : ok(request)));
    expect(await screen.findByText('No hemos podido cargar tu historial de DIDs.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(shownRecords()).toHaveLength(2));
  });

  it('keeps showing what it read when the network then fails (offline), and a failed next page can be retried', async () => {
    let offline = false;
    const ok = historyServer(records(HISTORY_PAGE_SIZE + 2));
    const { view } = openHistory((request) => {
      if (offline) throw new TypeError('Failed to fetch');
      return ok(request);
    });
    const { queryClient } = await view;
    await waitFor(() => expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE));
    offline = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['member', USER_ID, 'did-records', 'history'] }));
    expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más movimientos' }));
    expect(await screen.findByText('No hemos podido cargar más movimientos.')).toBeInTheDocument();
    expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE);
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(shownRecords()).toHaveLength(HISTORY_PAGE_SIZE + 2));
  });
});

describe('sharing a record', () => {
  const projectRecord = () => records(1);

  it('copies only the project’s public link where there is no Web Share API, and says so', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    const { api } = openHistory(historyServer(projectRecord()), 'es', { 'POST /api/challenges/shareProject': () => json({ data: { awarded: 0 } }) });
    const item = await screen.findByTestId('did-record');
    fireEvent.click(within(item).getByText('Compartir'));
    expect(item).toHaveTextContent(`Se compartirá: ${window.location.origin}/projects/p1`);
    fireEvent.click(within(item).getByRole('button', { name: 'Compartir enlace' }));
    expect(await within(item).findByText('Enlace copiado. Pégalo donde quieras compartirlo.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/projects/p1`);
    // The same share path as the project page's, which earns the shareProject challenge.
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && new URL(call.url).pathname === '/api/challenges/shareProject')).toBe(true));
  });

  it('uses the Web Share API, adding what the member earned only when they tick it', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    setShare(share);
    openHistory(historyServer(projectRecord()), 'es', { 'POST /api/challenges/shareProject': () => json({ data: { awarded: 0 } }) });
    const item = await screen.findByTestId('did-record');
    fireEvent.click(within(item).getByText('Compartir'));
    fireEvent.click(within(item).getByRole('button', { name: 'Compartir enlace' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toEqual({ title: 'Proyecto 1', url: `${window.location.origin}/projects/p1` });
    expect(await within(item).findByText('¡Compartido!')).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('checkbox', { name: 'Añadir «¡He ganado 10 DIDs en Chispa!»' }));
    expect(item).toHaveTextContent('Se compartirá: ¡He ganado 10 DIDs en Chispa!');
    fireEvent.click(within(item).getByRole('button', { name: 'Compartir enlace' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(share.mock.calls[1]![0]).toEqual({ title: 'Proyecto 1', url: `${window.location.origin}/projects/p1`, text: '¡He ganado 10 DIDs en Chispa!' });
  });

  it('shares a reward’s page without the share challenge, and says when it could not copy', async () => {
    const [reward] = records(2);
    const { api } = openHistory(historyServer([reward!]));
    const item = await screen.findByTestId('did-record');
    fireEvent.click(within(item).getByText('Compartir'));
    expect(item).toHaveTextContent(`Se compartirá: ${window.location.origin}/rewards/w2`);
    expect(within(item).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Compartir enlace' }));
    expect(await within(item).findByText('No se ha podido compartir ni copiar el enlace.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('the way to the history', () => {
  it('is the header’s DIDs counter', async () => {
    openHistory(historyServer(records(1)));
    await screen.findByTestId('did-record');
    const counter = screen.getByTestId('did-balance').closest('a')!;
    expect(counter).toHaveAttribute('href', '/profile/dids');
  });
});
