import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { removeEntriesOf } from '../../../offline/outbox/sending-store';
import type { Question } from '../signup-questions';

const USER = 7;

/** An editor's form: two questions of their own, one asked only when the other is ticked, one in Spanish only. */
const QUESTIONS: Question[] = [
  { key: 'talla', label: 'Talla de camiseta', labelEn: 'T-shirt size', kind: 'choice', required: true, choices: [{ value: 'S', label: 'Pequeña', labelEn: 'Small' }, { value: 'M', label: 'Mediana', labelEn: 'Medium' }] },
  { key: 'acompanado', label: 'Vengo acompañado', labelEn: 'I am bringing someone', kind: 'checkbox', required: false },
  { key: 'cuantos', label: '¿Cuántas personas?', labelEn: 'How many people?', kind: 'number', required: true, min: 1, max: 3, showWhen: { key: 'acompanado', value: 'true' } },
  { key: 'dorsal', label: 'Nombre para el dorsal', kind: 'text', required: true, minLength: 3, maxLength: 12 },
];

const reward = {
  documentId: 'r1',
  title: 'Carrera solidaria',
  text: null,
  cost: 1,
  start_date: '2026-01-01T00:00:00Z',
  end_date: '2099-01-01T00:00:00Z',
  image: null,
  terms_conditions: [],
  signupQuestions: QUESTIONS,
  project: { documentId: 'p1', name: 'Carrera', currentstatus: 'published', project_type: 'form', voting_start: '2026-01-01', voting_end: '2099-01-01' },
};

async function openForm(language: 'es' | 'en', entries: unknown[] = []) {
  await removeEntriesOf(USER);
  const api = fakeApi({
    ...emptyHome,
    'GET /api/rewards/r1': () => json({ data: reward }),
    'GET /api/user-project-supports': () => json({ data: [] }),
    'GET /api/did-records': () => json({ data: [], meta: { balance: 0 } }),
    'GET /api/form-participations': () => json({ data: entries }),
    'POST /api/form-participations': async (request) => {
      const body = (await request.json()) as { answers: Record<string, unknown> };
      entries.push({ documentId: 'f1', rewardId: 'r1', city: null, phone: null, option: null, option2Fields: null, answers: body.answers });
      return json({ data: entries[0], meta: { replayed: false } }, 201);
    },
  });
  startSession({ login: 'demo@chispa.test', token: 't', userId: USER });
  await renderApp('/rewards/r1', language);
  return { writes: () => api.calls.filter((request) => request.method === 'POST') };
}

describe('a reward’s own sign-up questions', () => {
  it('are asked in the member’s language (Spanish where the editor wrote no English), checked with their own limits, and sent as answers', async () => {
    const user = userEvent.setup();
    const { writes } = await openForm('en');
    const form = await screen.findByRole('region', { name: 'Sign up' });
    expect(within(form).getByRole('group', { name: 'T-shirt size' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('City')).toBeNull();
    expect(within(form).queryByLabelText('How many people?')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send sign-up' }));
    expect(await within(form).findByText('Choose an answer.')).toBeInTheDocument();
    expect(within(form).getByText('Please answer this question.')).toBeInTheDocument();

    await user.click(within(form).getByLabelText('Medium'));
    await user.type(within(form).getByLabelText('Nombre para el dorsal'), 'Al');
    await user.click(within(form).getByLabelText('I am bringing someone'));
    await user.type(await within(form).findByLabelText('How many people?'), '5');
    await user.click(within(form).getByRole('button', { name: 'Send sign-up' }));
    expect(await within(form).findByText('It must be at least 3 characters long.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole number between 1 and 3.')).toBeInTheDocument();

    // Unticked, the question it opened is no longer asked, and its answer is gone when it comes back.
    await user.click(within(form).getByLabelText('I am bringing someone'));
    expect(within(form).queryByLabelText('How many people?')).toBeNull();
    await user.click(within(form).getByLabelText('I am bringing someone'));
    expect(within(form).getByLabelText('How many people?')).toHaveValue('');
    await user.type(within(form).getByLabelText('How many people?'), '2');
    await user.type(within(form).getByLabelText('Nombre para el dorsal'), 'ba');
    await user.click(within(form).getByLabelText("I accept the draw's terms"));
    await user.click(within(form).getByLabelText('I accept the privacy policy'));
    await user.click(within(form).getByRole('button', { name: 'Send sign-up' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for signing up!' })).toBeInTheDocument();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(await writes()[0]!.json()).toEqual({
      rewardId: 'r1',
      answers: { talla: 'M', acompanado: true, cuantos: 2, dorsal: 'Alba' },
      legal: true,
      acceptPolicy: true,
      locale: 'en',
    });
  });

  it('shows a sign-up already made read-only, each answer under its question', async () => {
    await openForm('es', [{ documentId: 'f1', rewardId: 'r1', city: null, phone: null, option: null, option2Fields: null, answers: { talla: 'S', acompanado: false, dorsal: 'Alba' } }]);
    const thanks = await screen.findByRole('region', { name: '¡Gracias por inscribirte!' });
    const answers = Object.fromEntries(within(thanks).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(answers).toEqual({ 'Talla de camiseta': 'Pequeña', 'Vengo acompañado': 'No', 'Nombre para el dorsal': 'Alba' });
    expect(within(thanks).queryByRole('button', { name: 'Enviar inscripción' })).toBeNull();
  });
});
