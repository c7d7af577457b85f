import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/render-app';
import { DEMO_OPERATOR, fakeApi, json } from '../../../tests/setup/fake-api';

const year = new Date().getFullYear();
const footer = async () => within(await screen.findByRole('contentinfo'));

describe("the footer's operator line", () => {
  it('names the operator the server answers, with its NIF', async () => {
    fakeApi({});
    await renderApp('/login');
    expect(await (await footer()).findByText(`© ${year} ${DEMO_OPERATOR.legalName} · NIF ${DEMO_OPERATOR.taxId}`)).toBeInTheDocument();
  });

  it('in English too', async () => {
    fakeApi({ 'GET /api/operator': () => json({ data: { ...DEMO_OPERATOR, legalName: 'Ajuntament de Girona', taxId: 'P1708500B' } }) });
    await renderApp('/login', 'en');
    expect(await (await footer()).findByText(`© ${year} Ajuntament de Girona · Tax ID (NIF) P1708500B`)).toBeInTheDocument();
  });

  it('says only Chispa’s copyright while the operator cannot be read', async () => {
    fakeApi({ 'GET /api/operator': () => json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x', details: { code: 'server.error' } } }, 500) });
    await renderApp('/login');
    expect(await (await footer()).findByText(`© ${year} Chispa. Todos los derechos reservados.`)).toBeInTheDocument();
  });
});
