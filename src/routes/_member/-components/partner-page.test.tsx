import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';

const partnerFixture = {
  documentId: 'pa1',
  name: 'Fundación Raíces',
  imagePath: { url: '/uploads/raices.png' },
  description_rt: [{ type: 'paragraph', children: [{ type: 'text', text: 'Huertos y comedores.' }] }],
  projects: [
    { documentId: 'p1', name: 'Huertos urbanos', subtitle: null, currentstatus: 'published', images: [{ url: '/uploads/p1.jpg' }], mainImage: null },
    { documentId: 'p2', name: 'Comedor social', subtitle: null, currentstatus: 'ongoing', images: [], mainImage: { url: '/uploads/p2.jpg' } },
  ],
};

describe('partner page', () => {
  it('asks for the partner with its projects populated with their images (spec §7) and lists them', async () => {
    const api = fakeApi({ 'GET /api/partners/pa1': () => json({ data: partnerFixture }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/igniters/pa1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundación Raíces' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Huertos urbanos' })).toHaveAttribute('href', '/projects/p1');
    expect(screen.getByRole('link', { name: 'Comedor social' })).toHaveAttribute('href', '/projects/p2');

    const request = api.calls.find((call) => new URL(call.url).pathname === '/api/partners/pa1')!;
    const params = new URL(request.url).searchParams;
    expect(params.get('populate[projects][populate][images]')).toBe('true');
    expect(params.get('populate[projects][populate][mainImage]')).toBe('true');
    expect(params.get('populate[imagePath]')).toBe('true');
    expect(params.get('locale')).toBe('es');
  });
});
