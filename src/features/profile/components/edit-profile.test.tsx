import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { getSession, startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../test-fixtures';

type Handler = Parameters<typeof fakeApi>[0][string];

const uploaded = { id: 99, documentId: 'img99', name: 'yo.png', url: '/uploads/yo_99.png', alternativeText: 'Núria Vidal' };

/**
 * A member on /profile/edit; the fake server answers a PUT with the member as sent, except that a
 * new e-mail is only pending (issue 12: it applies once confirmed from the mailed link).
 */
async function openEdit(routes: Record<string, Handler> = {}, overrides: Record<string, unknown> = {}) {
  const puts: Record<string, unknown>[] = [];
  let member: ReturnType<typeof userFixture> & { pendingEmail?: unknown } = userFixture(overrides);
  const api = fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(member),
    'PUT /api/users/7': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const { id: _id, locale: _locale, image, email, ...fields } = body;
      const pendingEmail = email === member.email ? member.pendingEmail : email;
      member = userFixture({ ...overrides, ...fields, pendingEmail, ...(image ? { image: uploaded } : {}) });
      return json(member);
    },
    'POST /api/upload': () => json([uploaded], 201),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  const { router } = await renderApp('/profile/edit');
  await screen.findByRole('heading', { level: 1, name: 'Editar perfil' });
  return { api, router, puts, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('edit profile page', () => {
  it('starts from the member’s data, with localised countries, the reset-password link and the current avatar', async () => {
    await openEdit();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Núria');
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Vidal');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nuria@chispa.test');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Girona');
    const country = screen.getByLabelText<HTMLSelectElement>('País');
    expect(country).toHaveValue('ES');
    expect(country.selectedOptions[0]).toHaveTextContent('España');
    expect(country.options).toHaveLength(250); // "prefer not to say" and the 249 ISO codes
    const gender = screen.getByLabelText<HTMLSelectElement>('Género');
    expect(gender).toHaveValue('female');
    expect([...gender.options].map((o) => o.value)).toEqual(['', 'male', 'female', 'non-binary']);
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-04-02');
    expect(screen.getByRole('img', { name: 'Foto actual' })).toHaveAttribute('src', '/uploads/avatar_31.png');
    expect(screen.getByRole('link', { name: 'Cambiar la contraseña' })).toHaveAttribute('href', '/sendResetPassword');
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/profile');
  });

  it('sends the emptied optional fields as null, shows the success message for 3 s, then goes to /profile', async () => {
    const { puts, router, user } = await openEdit();
    await user.clear(screen.getByLabelText('Ciudad'));
    await user.selectOptions(screen.getByLabelText('País'), '');
    await user.selectOptions(screen.getByLabelText('Género'), '');
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '' } });
    await user.click(save());

    expect(await screen.findByText('Perfil actualizado. Volviendo a tu perfil…')).toBeInTheDocument();
    expect(puts).toEqual([
      { firstName: 'Núria', lastName: 'Vidal', email: 'nuria@chispa.test', city: null, gender: null, country: null, birthDate: null, id: 7, locale: 'es' },
    ]);
    expect(save()).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/profile/edit');
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    // The profile shows what was saved, without waiting for another read.
    expect(screen.getAllByText('Sin indicar').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the error message for 3 s when the save fails, and lets the member try again', async () => {
    const { puts, router, user } = await openEdit({ 'PUT /api/users/7': () => json({ error: { status: 500 } }, 500) });
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han guardado los cambios. No hemos podido actualizar tu perfil.');
    expect(save()).toBeEnabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText(/No se han guardado los cambios/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/No se han guardado los cambios/)).toBeNull();
    expect(router.state.location.pathname).toBe('/profile/edit');
    expect(puts).toEqual([]);
  });

  it('shows the server’s invalidDate under the birth date', async () => {
    const { user } = await openEdit({
      'PUT /api/users/7': () => json({ error: { status: 400, details: { code: 'editProfile.errors.invalidDate' } } }, 400),
    });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Introduce una fecha válida');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a half-typed birth date instead of saving it as empty', async () => {
    const { api, user } = await openEdit();
    const date = screen.getByLabelText('Fecha de nacimiento');
    Object.defineProperty(date, 'validity', { value: { badInput: true, valid: false }, configurable: true });
    fireEvent.change(date, { target: { value: '' } });
    await user.click(save());
    expect(await screen.findByText('Introduce una fecha válida, desde 1900 hasta hoy.')).toBeInTheDocument();
    expect(api.calls.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('refuses a date half-typed into an empty field, which fires no change, and says so on leaving it', async () => {
    const { api, user } = await openEdit();
    const date = screen.getByLabelText('Fecha de nacimiento');
    // What Chromium does while a day is typed and the year is not: the value stays '' and no event fires.
    Object.defineProperty(date, 'validity', { value: { badInput: true, valid: false }, configurable: true });
    fireEvent.blur(date);
    expect(await screen.findByText('Introduce una fecha válida, desde 1900 hasta hoy.')).toBeInTheDocument();
    await user.click(save());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('checks the fields before sending anything', async () => {
    const { api, user } = await openEdit();
    await user.clear(screen.getByLabelText('Nombre'));
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuria@');
    await user.click(save());
    expect(await screen.findByText('Introduce tu nombre.')).toBeInTheDocument();
    expect(screen.getByText('Introduce un correo electrónico válido.')).toBeInTheDocument();
    expect(api.calls.some((r) => r.method === 'PUT')).toBe(false);
  });

  // Issue 12: this used to assert that the session's login followed a new e-mail at once.
  it('says a new e-mail waits for its confirmation, and keeps the session’s login until then', async () => {
    const { puts, user } = await openEdit();
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuria.vidal@chispa.test');
    await user.click(save());
    expect(await screen.findByText(/Te hemos enviado un enlace a nuria\.vidal@chispa\.test: tu nuevo correo se aplicará cuando lo confirmes desde allí\./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(puts[0]).toMatchObject({ email: 'nuria.vidal@chispa.test' });
    expect(getSession()?.login).toBe('nuria@chispa.test');
  });

  it('shows the address waiting for confirmation under the e-mail field', async () => {
    await openEdit({}, { pendingEmail: 'nueva@chispa.test' });
    expect(screen.getByText('Pendiente de confirmar: nueva@chispa.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nuria@chispa.test');
  });

  it('returns to /profile on cancel without saving', async () => {
    const { api, router, user } = await openEdit();
    await user.type(screen.getByLabelText('Ciudad'), ' centro');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(api.calls.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('refuses a picture over 3,000,000 bytes before any upload, with the toast and its cross icon', async () => {
    const { api, user } = await openEdit();
    const input = screen.getByLabelText<HTMLInputElement>('Elegir una foto nueva');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['x'.repeat(3_000_001)], 'grande.png', { type: 'image/png' }));
    const toast = await screen.findByText('La imagen es demasiado grande: el máximo son 3 MB.', { selector: '.Toastify__toast' });
    expect(toast.querySelector('.Toastify__toast-icon svg circle')).not.toBeNull(); // our cross, not the library's icon
    expect(input.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Nueva foto' })).toBeNull();
    await user.click(save());
    await screen.findByText('Perfil actualizado. Volviendo a tu perfil…');
    expect(api.calls.some((r) => new URL(r.url).pathname === '/api/upload')).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const { api } = await openEdit();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
    await user.upload(screen.getByLabelText('Elegir una foto nueva'), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('Ese archivo no es una imagen. Elige una foto JPG, PNG, GIF o WebP.')).not.toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Nueva foto' })).toBeNull();
    expect(api.calls.some((r) => new URL(r.url).pathname === '/api/upload')).toBe(false);
  });

  it('previews a picture of exactly 3,000,000 bytes, uploads it with its fileInfo on save and stores its id on the member', async () => {
    const { api, puts, user } = await openEdit();
    await user.upload(screen.getByLabelText('Elegir una foto nueva'), new File(['x'.repeat(3_000_000)], 'yo.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Nueva foto' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('img', { name: 'Foto actual' })).toHaveAttribute('src', '/uploads/avatar_31.png');
    await user.click(save());
    await screen.findByText('Perfil actualizado. Volviendo a tu perfil…');

    const upload = api.calls.find((r) => new URL(r.url).pathname === '/api/upload')!;
    expect(upload.method).toBe('POST');
    const form = await upload.formData();
    expect(JSON.parse(String(form.get('fileInfo')))).toEqual({ name: 'yo.png', alternativeText: 'Núria Vidal', caption: 'avatar' });
    expect(form.get('files')).toMatchObject({ type: 'image/png' });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ image: 99, id: 7 });
  });

  it('does not save when the picture cannot be uploaded, and says why', async () => {
    const { puts, user } = await openEdit({
      'POST /api/upload': () => json({ error: { status: 400, details: { code: 'upload.notAnImage' } } }, 400),
    });
    await user.upload(screen.getByLabelText('Elegir una foto nueva'), new File(['not really'], 'falsa.png', { type: 'image/png' }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han guardado los cambios. Ese archivo no es una imagen.');
    expect(puts).toEqual([]);
  });

  it('says so when the server finds the picture has too many pixels', async () => {
    const { puts, user } = await openEdit({
      'POST /api/upload': () => json({ error: { status: 413, details: { code: 'upload.tooManyPixels' } } }, 413),
    });
    await user.upload(screen.getByLabelText('Elegir una foto nueva'), new File(['png'], 'enorme.png', { type: 'image/png' }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen tiene demasiados píxeles (más de 50 megapíxeles).');
    expect(puts).toEqual([]);
  });

  it('says to try later when the server throttles the save', async () => {
    const { user } = await openEdit({
      'PUT /api/users/7': () => json({ error: { status: 429, details: { code: 'rateLimit.exceeded' } } }, 429),
    });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Inténtalo de nuevo más tarde.');
  });
});

describe('edit profile page, retrying', () => {
  it('does not upload the same picture twice when the first save failed', async () => {
    let fail = true;
    const { api, user } = await openEdit({
      'PUT /api/users/7': () => (fail ? json({ error: { status: 500 } }, 500) : json(userFixture({ image: uploaded }))),
    });
    await user.upload(screen.getByLabelText('Elegir una foto nueva'), new File(['png'], 'yo.png', { type: 'image/png' }));
    await user.click(save());
    await screen.findByRole('alert');
    fail = false;
    await user.click(save());
    await screen.findByText('Perfil actualizado. Volviendo a tu perfil…');
    expect(api.calls.filter((r) => new URL(r.url).pathname === '/api/upload')).toHaveLength(1);
    const puts = api.calls.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(await puts[1]!.json()).toMatchObject({ image: 99 });
  });
});
