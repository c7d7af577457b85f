import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { legalTextRoutes } from '../../../../tests/setup/legal-texts';
import { solvedCheck } from '../../../../tests/setup/anti-robot-check';
import { resetConnectivity } from '../../../offline/outbox/connectivity';

vi.mock('../../accounts/components/AntiRobotCheck', () => import('../../../../tests/setup/anti-robot-check'));

const REPORT = 'POST /api/barrier-reports';
const reportsSent = (calls: Request[]) => Promise.all(calls.filter((request) => request.method === 'POST').map((request) => request.clone().json() as Promise<unknown>));

async function fillIn({ description, pageUrl, email }: { description?: string; pageUrl?: string; email?: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Informa de una barrera de accesibilidad' });
  if (description) await user.type(screen.getByLabelText('¿Qué barrera has encontrado?'), description);
  if (pageUrl) await user.type(screen.getByLabelText('Dirección de la página (opcional)'), pageUrl);
  if (email) await user.type(screen.getByLabelText('Tu correo electrónico, para responderte (opcional)'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar aviso' }));
}

beforeEach(() => {
  resetConnectivity('reachable');
  solvedCheck.payload = 'solved-check';
});

describe('/accessibility', () => {
  it('is reached from the footer, open to visitors, and shows the statement in its language, then the barrier form', async () => {
    fakeApi({ ...emptyHome, ...legalTextRoutes() });
    const { router } = await renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Enlaces legales' });
    await userEvent.setup().click(within(footer).getByRole('link', { name: 'Accesibilidad' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Declaración de accesibilidad' });
    expect(router.state.location.pathname).toBe('/accessibility');
    expect(title).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { level: 2, name: 'Situación de cumplimiento' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Informa de una barrera de accesibilidad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las versiones' })).toHaveAttribute('href', '/legal/versions/accessibility');
  });

  it('is in English when the language is en', async () => {
    fakeApi(legalTextRoutes());
    await renderApp('/accessibility', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Report an accessibility barrier' })).toBeInTheDocument();
  });

  it('keeps the barrier form when the statement cannot be read', async () => {
    fakeApi({ 'GET /api/legal-texts/accessibility': () => json({ data: null, error: { status: 500 } }, 500) });
    await renderApp('/accessibility');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cargar este texto.');
    expect(screen.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeInTheDocument();
    expect(screen.getByLabelText('¿Qué barrera has encontrado?')).toBeInTheDocument();
  });
});

describe('the barrier form', () => {
  it('says what is missing or wrong, in the page language, and sends nothing until it is right', async () => {
    const { calls } = fakeApi(legalTextRoutes());
    await renderApp('/accessibility');
    await fillIn({});
    expect(await screen.findByText('Describe la barrera que has encontrado.')).toBeInTheDocument();
    await fillIn({ description: 'No va', email: 'ana@' });
    expect(await screen.findByText('Describe la barrera con entre 10 y 5000 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Introduce un correo electrónico válido o déjalo vacío.')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Qué barrera has encontrado?')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the description, the page and the address with the anti-robot proof, and thanks the sender', async () => {
    const { calls } = fakeApi({ ...legalTextRoutes(), [REPORT]: () => json({ data: { received: true } }, 201) });
    await renderApp('/accessibility');
    await fillIn({ description: '  El botón de votar no se lee con el lector de pantalla.  ', pageUrl: 'https://chispa.example/projects/p1', email: 'ana@example.org' });
    const thanks = await screen.findByText('Gracias: hemos recibido tu aviso.');
    // The form is gone: focus goes to the thanks, not to the page's top.
    expect(thanks.closest('[role="status"]')).toHaveFocus();
    expect(await reportsSent(calls)).toEqual([
      { description: 'El botón de votar no se lee con el lector de pantalla.', pageUrl: 'https://chispa.example/projects/p1', email: 'ana@example.org', altcha: 'solved-check' },
    ]);
  });

  it('leaves out the optional fields left empty', async () => {
    const { calls } = fakeApi({ ...legalTextRoutes(), [REPORT]: () => json({ data: { received: true } }, 201) });
    await renderApp('/accessibility');
    await fillIn({ description: 'El contraste del pie de página es muy bajo.' });
    await screen.findByText('Gracias: hemos recibido tu aviso.');
    expect(await reportsSent(calls)).toEqual([{ description: 'El contraste del pie de página es muy bajo.', altcha: 'solved-check' }]);
  });

  it.each([
    ['the server refuses a field', () => json({ data: null, error: { status: 400, details: { code: 'barrierReport.invalid', field: 'email' } } }, 400), 'Introduce un correo electrónico válido o déjalo vacío.'],
    ['the network is gone', () => Promise.reject(new TypeError('Failed to fetch')), 'No hay conexión. Comprueba tu red e inténtalo de nuevo.'],
    ['too many reports', () => json({ data: null, error: { status: 429, details: { code: 'throttle.tooMany' } } }, 429), 'Has enviado muchos avisos seguidos. Espera unos minutos e inténtalo de nuevo.'],
    ['the anti-robot proof is refused', () => json({ data: null, error: { status: 400, details: { code: 'challenge.failed' } } }, 400), 'La comprobación anti-robots no ha salido bien.'],
  ])('says so when %s, and keeps what was typed', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ ...legalTextRoutes(), [REPORT]: answer });
    await renderApp('/accessibility');
    await fillIn({ description: 'El menú no se abre con el teclado.', email: 'ana@example.org' });
    expect(await screen.findByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByLabelText('¿Qué barrera has encontrado?')).toHaveValue('El menú no se abre con el teclado.');
    expect(screen.getByLabelText('Tu correo electrónico, para responderte (opcional)')).toHaveValue('ana@example.org');
    await waitFor(() => expect(solvedCheck.resets).toBeGreaterThan(0));
  });
});
