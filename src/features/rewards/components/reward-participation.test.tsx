import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { removeEntriesOf } from '../../../offline/outbox/sending-store';

const USER = 7;

const rewardFixture = (projectType: 'humans' | 'form' | 'others', overrides: Record<string, unknown> = {}) => ({
  documentId: 'r1',
  title: 'Cesta de temporada',
  text: 'Una cesta de verduras del huerto.',
  cost: 10,
  start_date: '2026-01-01T00:00:00Z',
  end_date: '2099-01-01T00:00:00Z',
  image: null,
  terms_conditions: [],
  project: { documentId: 'p1', name: 'Huertos', currentstatus: 'published', project_type: projectType, voting_start: '2026-01-01', voting_end: '2099-01-01' },
  ...overrides,
});

type Handler = Parameters<typeof fakeApi>[0][string];
type Setup = { projectType?: 'humans' | 'form' | 'others'; voted?: boolean; balance?: number; reward?: Record<string, unknown>; routes?: Record<string, Handler> };

/** A member on /rewards/r1 against a fake API that records the writes and answers like the server. */
async function openReward({ projectType = 'humans', voted = true, balance = 25, reward = {}, routes = {} }: Setup = {}) {
  await removeEntriesOf(USER);
  const participations: unknown[] = [];
  const formEntries: unknown[] = [];
  const api = fakeApi({
    ...emptyHome,
    'GET /api/rewards/r1': () => json({ data: rewardFixture(projectType, reward) }),
    'GET /api/user-project-supports': () =>
      json({ data: voted ? [{ documentId: 'v1', support: 1, project: { documentId: 'p1', name: 'Huertos' } }] : [] }),
    'GET /api/did-records': () => json({ data: [], meta: { balance } }),
    'GET /api/participations': () => json({ data: participations }),
    'POST /api/participations': async (request) => {
      const body = (await request.json()) as { rewardId: string; amount: number };
      const entry = { documentId: `pa${participations.length + 1}`, rewardId: body.rewardId, amount: body.amount, cost: 10, total: 10 * body.amount, date: '2026-11-22' };
      participations.push(entry);
      balance -= entry.total;
      return json({ data: entry }, 201);
    },
    'GET /api/form-participations': () => json({ data: formEntries }),
    'POST /api/form-participations': async (request) => {
      const body = (await request.json()) as { city: string; phone: string; option: 1 | 2 };
      const entry = { documentId: 'f1', rewardId: 'r1', city: body.city, phone: body.phone, option: body.option, option2Fields: null };
      formEntries.push(entry);
      return json({ data: entry }, 201);
    },
    ...routes,
  });
  startSession({ login: 'demo@chispa.test', token: 't', userId: USER });
  await renderApp('/rewards/r1');
  const writes = () => api.calls.filter((request) => request.method === 'POST');
  return { writes };
}

describe('reward participation', () => {
  // shared/spec/decisions.md: DIDs entries on a humans project's reward only; the server refuses the rest.
  it('offers no DIDs entry on an others project’s reward, and says so', async () => {
    const { writes } = await openReward({ projectType: 'others' });
    expect(await screen.findByText('Este premio no admite participaciones.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Participa en el sorteo' })).toBeNull();
    expect(screen.queryByText('10 DIDs por participación')).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it('writes a cost of one DID in the singular', async () => {
    await openReward({ reward: { cost: 1 } });
    expect(await screen.findByText('1 DID por participación')).toBeInTheDocument();
  });

  it('spends cost × amount through the outbox and then counts the participations', async () => {
    const { writes } = await openReward();
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    expect(within(participation).getByText('Aún no participas')).toBeInTheDocument();
    await userEvent.selectOptions(await within(participation).findByLabelText('Participaciones'), '2');
    expect(within(participation).getByText('Total: 20 DIDs')).toBeInTheDocument();

    await userEvent.click(within(participation).getByRole('button', { name: 'Participar' }));

    expect(await within(participation).findByText('Tienes 2 participaciones (20 DIDs)')).toBeInTheDocument();
    const [post] = writes();
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post?.json()).toMatchObject({ rewardId: 'r1', amount: 2 });
    expect(writes()).toHaveLength(1);
  });

  it('tells a member who did not vote, once the voting has closed, that the draw is for its voters (not to vote)', async () => {
    const { writes } = await openReward({
      voted: false,
      reward: { project: { documentId: 'p1', name: 'Huertos', currentstatus: 'published', project_type: 'humans', voting_start: '2026-01-01', voting_end: '2026-02-01' } },
    });
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    expect(await within(participation).findByText('La votación de este proyecto ya terminó: el sorteo es para quienes lo votaron.')).toBeInTheDocument();
    expect(within(participation).queryByText('Vota el proyecto para poder participar en el sorteo.')).toBeNull();
    expect(within(participation).getByRole('button', { name: 'Participar' })).toBeDisabled();
    expect(writes()).toHaveLength(0);
  });

  it('says why a member cannot take part and keeps the button disabled', async () => {
    const { writes } = await openReward({ voted: false, balance: 5 });
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    expect(await within(participation).findByText('Vota el proyecto para poder participar en el sorteo.')).toBeInTheDocument();
    expect(within(participation).getByText('No tienes DIDs suficientes para esta participación.')).toBeInTheDocument();
    expect(within(participation).getByRole('button', { name: 'Participar' })).toBeDisabled();
    expect(writes()).toHaveLength(0);
  });

  it('claims no reason, "vote first" least of all, until the member votes have loaded', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await openReward({
      voted: true,
      routes: {
        'GET /api/user-project-supports': async () => {
          await gate;
          return json({ data: [{ documentId: 'v1', support: 1, project: { documentId: 'p1', name: 'Huertos' } }] });
        },
      },
    });
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    expect(await within(participation).findByText('Comprobando si puedes participar…')).toBeInTheDocument();
    expect(within(participation).getByRole('button', { name: 'Participar' })).toBeDisabled();
    expect(within(participation).queryByText('Vota el proyecto para poder participar en el sorteo.')).toBeNull();

    release();
    await waitFor(() => expect(within(participation).getByRole('button', { name: 'Participar' })).toBeEnabled());
    expect(within(participation).queryByText('Comprobando si puedes participar…')).toBeNull();
    expect(within(participation).queryByText('Vota el proyecto para poder participar en el sorteo.')).toBeNull();
  });

  it('says when the votes could not be loaded and why the button is disabled', async () => {
    await openReward({ voted: false, routes: { 'GET /api/user-project-supports': () => json({ error: { status: 500 } }, 500) } });
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    const alert = await within(participation).findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus votos y participaciones. Inténtalo de nuevo.');
    expect(alert).toHaveTextContent('Sin ellos no podemos comprobar que has votado el proyecto');
    expect(within(participation).getByRole('button', { name: 'Participar' })).toBeDisabled();
    expect(within(participation).queryByText('Vota el proyecto para poder participar en el sorteo.')).toBeNull();
  });

  it('says when the DIDs could not be loaded (didRecordList) and why the button is disabled, then retries', async () => {
    let fail = true;
    await openReward({
      routes: { 'GET /api/did-records': () => (fail ? json({ error: { status: 503 } }, 503) : json({ data: [], meta: { balance: 25 } })) },
    });
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    const alert = await within(participation).findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus DIDs. Inténtalo de nuevo.');
    expect(alert).toHaveTextContent('Sin tu saldo no podemos comprobar si tienes DIDs suficientes');
    expect(within(participation).getByRole('button', { name: 'Participar' })).toBeDisabled();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(participation).getByRole('button', { name: 'Participar' })).toBeEnabled());
    expect(within(participation).queryByRole('alert')).toBeNull();
  });

  it('refuses a draw outside its dates and a project that no longer takes part', async () => {
    await openReward({ reward: { end_date: '2026-02-01T00:00:00Z', project: { documentId: 'p1', name: 'Huertos', currentstatus: 'approved', project_type: 'humans' } } });
    const participation = await screen.findByRole('region', { name: 'Participa en el sorteo' });
    expect(await within(participation).findByText('El sorteo no está abierto en estas fechas.')).toBeInTheDocument();
    expect(within(participation).getByText('Este proyecto no admite participaciones ahora.')).toBeInTheDocument();
  });
});

describe('form participation', () => {
  it('calls a form reward free instead of "1 DIDs por participación"', async () => {
    await openReward({ projectType: 'form', reward: { cost: 1 } });
    expect(await screen.findByText('Gratis')).toBeInTheDocument();
    expect(screen.queryByText(/DIDs? por participación/)).toBeNull();
  });

  it('shows every required key on an empty submit and sends nothing', async () => {
    const { writes } = await openReward({ projectType: 'form' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar inscripción' }));
    for (const message of ['Indica tu ciudad.', 'Indica tu teléfono.', 'Elige una opción.', 'Acepta las bases para participar.', 'Acepta la política de privacidad.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(writes()).toHaveLength(0);
  });

  it('checks the option 2 fields, clears them when option 1 is chosen, then turns read-only', async () => {
    const user = userEvent.setup();
    const { writes } = await openReward({ projectType: 'form' });
    await user.type(await screen.findByLabelText('Ciudad'), 'Girona');
    await user.type(screen.getByLabelText('Teléfono'), '6001234');
    await user.click(screen.getByLabelText('Opción 2: vengo con un grupo'));
    await user.type(screen.getByLabelText('Nombre del grupo o de la persona responsable'), 'Coral del barrio');
    await user.type(screen.getByLabelText('Año de fundación del grupo (2017–2022)'), '2016');
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
    expect(await screen.findByText('Debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('El año debe estar entre 2017 y 2022.')).toBeInTheDocument();
    expect(screen.getByText('Confirma que podéis desplazaros.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Opción 1: vengo por mi cuenta'));
    await user.click(screen.getByLabelText('Opción 2: vengo con un grupo'));
    expect(screen.getByLabelText('Nombre del grupo o de la persona responsable')).toHaveValue('');
    await user.click(screen.getByLabelText('Opción 1: vengo por mi cuenta'));

    await user.type(screen.getByLabelText('Teléfono'), '5');
    await user.click(screen.getByLabelText('Acepto las bases del sorteo'));
    await user.click(screen.getByLabelText('Acepto la política de privacidad'));
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));

    expect(await screen.findByRole('heading', { name: '¡Gracias por inscribirte!' })).toBeInTheDocument();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(await writes()[0]!.json()).toMatchObject({ rewardId: 'r1', city: 'Girona', phone: '60012345', option: 1 });
    expect(screen.queryByRole('button', { name: 'Enviar inscripción' })).toBeNull();
  });
});
