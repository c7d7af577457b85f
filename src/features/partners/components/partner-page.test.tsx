import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

  it('lists a published project whose voting closed with the past ones, not as ongoing', async () => {
    const projects = [
      { documentId: 'p1', name: 'Huertos urbanos', subtitle: null, currentstatus: 'published', voting_start: '2026-01-01', voting_end: '2099-01-01', images: [], mainImage: null },
      { documentId: 'p3', name: 'Biblioteca de barrio', subtitle: null, currentstatus: 'published', voting_start: '2025-01-01', voting_end: '2025-02-01', images: [], mainImage: null },
    ];
    const api = fakeApi({ 'GET /api/partners/pa1': () => json({ data: { ...partnerFixture, projects } }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/igniters/pa1');
    const ongoing = (await screen.findByRole('heading', { name: 'Proyectos en votación' })).nextElementSibling as HTMLElement;
    const past = screen.getByRole('heading', { name: 'Proyectos anteriores' }).nextElementSibling as HTMLElement;
    expect(within(ongoing).getByRole('link', { name: 'Huertos urbanos' })).toBeInTheDocument();
    expect(within(ongoing).queryByRole('link', { name: 'Biblioteca de barrio' })).toBeNull();
    expect(within(past).getByRole('link', { name: 'Biblioteca de barrio' })).toBeInTheDocument();
    const params = new URL(api.calls.find((call) => new URL(call.url).pathname === '/api/partners/pa1')!.url).searchParams;
    expect([...params.values()]).toEqual(expect.arrayContaining(['voting_start', 'voting_end']));
  });

  it("lists a form project by its reward's dates: ongoing while its sign-up is open, whatever its voting dates", async () => {
    const form = { subtitle: null, currentstatus: 'published', project_type: 'form', voting_start: null, voting_end: null, images: [], mainImage: null };
    const projects = [
      { ...form, documentId: 'p4', name: 'Taller de bicis', reward: { start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' } },
      { ...form, documentId: 'p5', name: 'Cine de verano', voting_start: '2020-01-01', voting_end: '2099-02-01', reward: { start_date: '2024-01-01T00:00:00Z', end_date: '2024-02-01T00:00:00Z' } },
    ];
    const api = fakeApi({ 'GET /api/partners/pa1': () => json({ data: { ...partnerFixture, projects } }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/igniters/pa1');
    const ongoing = (await screen.findByRole('heading', { name: 'Proyectos en votación' })).nextElementSibling as HTMLElement;
    const past = screen.getByRole('heading', { name: 'Proyectos anteriores' }).nextElementSibling as HTMLElement;
    expect(within(ongoing).getByRole('link', { name: 'Taller de bicis' })).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: 'Cine de verano' })).toBeInTheDocument();
    expect(within(ongoing).queryByRole('link', { name: 'Cine de verano' })).toBeNull();
    const params = new URL(api.calls.find((call) => new URL(call.url).pathname === '/api/partners/pa1')!.url).searchParams;
    expect(params.get('populate[projects][populate][reward][fields][0]')).toBe('start_date');
    expect(params.get('populate[projects][populate][reward][fields][1]')).toBe('end_date');
  });
});
