import { describe, expect, it } from 'vitest';
import { apiClient } from './client';

const get = (path: string) => apiClient().call(path);

describe('public content', () => {
  it('lists the projects with their media, partner and reward for populate=all', async () => {
    const { status, body } = await get('/api/projects?populate=all&locale=es');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(14);
    const huertos = body.data.find((p: any) => p.name === 'Huertos urbanos en Nou Barris');
    expect(huertos).toMatchObject({
      currentstatus: 'published',
      project_type: 'humans',
      mainImage: { url: expect.stringMatching(/^\/uploads\//) },
      partner: { name: 'Fundación Raíces' },
      reward: { cost: 10 },
      description_rt: expect.arrayContaining([expect.objectContaining({ type: 'paragraph' })]),
    });
    const page = await get(`/api/projects/${huertos.documentId}?populate=all&locale=es`);
    expect(page.body.data.gallery).toHaveLength(2);
    expect(page.body.data.images.length).toBeGreaterThan(0);
    const types = new Set(body.data.map((p: any) => p.project_type));
    expect(types).toEqual(new Set(['form', 'lookwhat', 'humans', 'others']));
    const statuses = new Set(body.data.map((p: any) => p.currentstatus));
    // Every status of spec §3, so that each kind of card and label can be seen in the demo.
    expect(statuses).toEqual(new Set(['approved', 'inprogress', 'validated', 'notvalidated', 'finished', 'published', 'comingSoon', 'ongoing']));
  });

  it('has a demo that says what the product does (issue 28)', async () => {
    const projects = (await get('/api/projects?populate=reward&locale=es')).body.data;
    // A form project takes sign-ups, not votes: it has no voting dates.
    const form = projects.find((p: any) => p.name.startsWith('Limpieza'));
    expect(form).toMatchObject({ project_type: 'form', voting_start: null, voting_end: null });
    // "Sorteamos diez cestas": ten prizes, drawn on a draw date after entries close.
    const cesta = (await get(`/api/rewards/${projects.find((p: any) => p.name.startsWith('Huertos')).reward.documentId}?locale=es`)).body.data;
    expect(cesta.text).toMatch(/diez cestas/);
    expect(cesta.prizes).toBe(10);
    expect(Date.parse(cesta.draw_date)).toBeGreaterThan(Date.parse(cesta.end_date));
    const terms = JSON.stringify(cesta.terms_conditions);
    expect(terms).not.toMatch(/notari/i);
    expect(terms).toMatch(/automáticamente/);
    for (const locale of ['es', 'en']) {
      // Premium supports Chispa; it does not make votes count more. Only the referrer earns the referral DIDs.
      const banner = JSON.stringify((await get(`/api/banner-configuration?locale=${locale}`)).body.data);
      expect(banner).not.toMatch(/doble|twice/i);
      const referral = (await get(`/api/challenges?locale=${locale}`)).body.data.find((c: any) => c.kind === 'referral');
      expect(referral.description).not.toMatch(/los dos|both/i);
    }
  });

  it('serves the same project in English under the same documentId, and Catalan as Spanish', async () => {
    const es = (await get('/api/projects?locale=es')).body.data[0];
    const en = (await get(`/api/projects/${es.documentId}?locale=en`)).body.data;
    const ca = (await get(`/api/projects/${es.documentId}?locale=ca`)).body.data;
    expect(en.documentId).toBe(es.documentId);
    expect(en.name).not.toBe(es.name);
    expect(ca.name).toBe(es.name);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await get('/api/projects/abcdefghijklmnopqrstuvwx?locale=es')).status).toBe(404);
  });

  it('searches partners by name with limit, offset and sort (spec §7)', async () => {
    const all = await get('/api/partners?limit=100&offset=0&sort=name&locale=es');
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: any) => p.name)).toEqual(['Asociación Brújula', 'Cooperativa Mar Viva', 'Fundación Raíces']);
    const found = await get('/api/partners?filters[name][$containsi]=mar%20viva&limit=100&offset=0&sort=name&locale=es');
    expect(found.body.data.map((p: any) => p.name)).toEqual(['Cooperativa Mar Viva']);
    // Without accents or case, as members type: "raices" finds "Fundación Raíces", "BRUJULA" the Brújula.
    const unaccented = await get('/api/partners?filters[name][$containsi]=raices&limit=100&offset=0&sort=name&locale=es');
    expect(unaccented.body.data.map((p: any) => p.name)).toEqual(['Fundación Raíces']);
    expect((await get('/api/partners?filters[name][$containsi]=BRUJULA&limit=100&offset=0&sort=name&locale=es')).body.data.map((p: any) => p.name)).toEqual(['Asociación Brújula']);
    expect((await get('/api/partners?filters[name][$containsi]=ción&limit=100&offset=0&sort=name&locale=es')).body.data.map((p: any) => p.name)).toEqual(['Asociación Brújula', 'Fundación Raíces']);
    const none = await get('/api/partners?filters[name][$containsi]=zzz&limit=100&offset=0&sort=name&locale=es');
    expect([none.status, none.body.data]).toEqual([200, []]);
    const page = await get('/api/partners?limit=1&offset=1&sort=name');
    expect(page.body.data.map((p: any) => p.name)).toEqual(['Cooperativa Mar Viva']);
  });

  it('shows a partner with its projects and their images', async () => {
    const [partner] = (await get('/api/partners?sort=name&limit=1')).body.data;
    const { body } = await get(`/api/partners/${partner.documentId}?locale=en`);
    expect(body.data.description_rt.length).toBeGreaterThan(0);
    expect(body.data.imagePath.url).toMatch(/^\/uploads\//);
    expect(body.data.projects.length).toBeGreaterThan(0);
    expect(body.data.projects[0]).toHaveProperty('images');
  });

  it("shows a partner for the app's query: projects populated with their images (spec §7)", async () => {
    // The query src/features/partners/requests.ts defines (PARTNER_POPULATE).
    const populate = [
      'populate[imagePath]=true',
      'populate[projects][fields][0]=name',
      'populate[projects][fields][1]=subtitle',
      'populate[projects][fields][2]=currentstatus',
      'populate[projects][fields][3]=project_type',
      'populate[projects][populate][images]=true',
      'populate[projects][populate][mainImage]=true',
      'populate[projects][fields][4]=voting_start',
      'populate[projects][fields][5]=voting_end',
      'populate[projects][populate][reward][fields][0]=start_date',
      'populate[projects][populate][reward][fields][1]=end_date',
    ].join('&');
    const [partner] = (await get('/api/partners?sort=name&limit=1')).body.data;
    const { status, body } = await get(`/api/partners/${partner.documentId}?${populate}&locale=es`);
    expect(status).toBe(200);
    expect(body.data.imagePath.url).toMatch(/^\/uploads\//);
    expect(body.data.description_rt.length).toBeGreaterThan(0);
    expect(body.data.projects.length).toBeGreaterThan(0);
    for (const project of body.data.projects) {
      expect(project).toMatchObject({ documentId: expect.any(String), name: expect.any(String), currentstatus: expect.any(String) });
      expect(project).toHaveProperty('images');
      expect(project).toHaveProperty('mainImage');
      expect(project).not.toHaveProperty('description_rt');
    }
    // A form project is judged by its reward's dates: those (and only those) come with it.
    const partners = (await get('/api/partners?sort=name&limit=100')).body.data;
    const marViva = partners.find((p: any) => p.name === 'Cooperativa Mar Viva');
    const withForm = (await get(`/api/partners/${marViva.documentId}?${populate}&locale=es`)).body.data;
    const form = withForm.projects.find((p: any) => p.project_type === 'form');
    // The demo's form project has no voting dates (it takes sign-ups): the fields come, empty.
    expect(form).toMatchObject({ voting_start: null, voting_end: null, reward: { start_date: expect.any(String), end_date: expect.any(String) } });
    expect(form.reward).not.toHaveProperty('title');
    expect(body.data.projects.some((p: any) => p.images?.length > 0 || p.mainImage?.url)).toBe(true);
  });

  it('lists one challenge of each kind with its DIDs', async () => {
    const { body } = await get('/api/challenges?locale=en');
    expect(body.data.map((c: any) => c.kind).sort()).toEqual(['completeProfile', 'referral', 'register', 'sharePost', 'shareProject', 'vote']);
    expect(body.data.every((c: any) => c.dids > 0 && c.title && c.imagePath?.url)).toBe(true);
  });

  it('lists news and opens one', async () => {
    const list = await get('/api/news?locale=es&sort=date:desc');
    expect(list.body.data).toHaveLength(4);
    const single = await get(`/api/news/${list.body.data[0].documentId}?locale=en`);
    expect(single.status).toBe(200);
    expect(single.body.data.title).toBe('Chispa arrives in Valencia');
  });

  it('serves the banner and both home sections', async () => {
    const banner = (await get('/api/banner-configuration?locale=es')).body.data;
    expect(banner).toMatchObject({ enabled: true, buttonUrl: '/sendGift', desktopImage: { url: expect.any(String) }, mobileImage: { url: expect.any(String) } });
    const one = (await get('/api/home-section1?locale=en')).body.data;
    expect(one).toMatchObject({ title: 'Your neighbourhood decides', videoUrlDesktop: expect.stringContaining('vimeo.com/') });
    const two = (await get('/api/home-section2?locale=es')).body.data;
    expect(two.imageDesktop.url).toMatch(/^\/uploads\//);
  });

  it('opens a reward with its project and terms', async () => {
    const projects = (await get('/api/projects?populate=all')).body.data;
    const reward = projects.find((p: any) => p.reward).reward;
    const { status, body } = await get(`/api/rewards/${reward.documentId}?locale=es`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ cost: expect.any(Number), project: { currentstatus: expect.any(String) } });
    expect(body.data).not.toHaveProperty('form_participations');
  });

  it.each([
    '/api/projects?populate=nothing',
    '/api/projects?filters[nope][$eq]=1',
    '/api/projects?sort=password',
    '/api/partners?limit=abc',
    '/api/partners?limit=100000',
    '/api/partners?offset=-1',
  ])('answers %s with a 4xx, never a 500', async (path) => {
    const { status } = await get(path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('ignores a page size that is not a number instead of failing', async () => {
    const { status, body } = await get('/api/news?pagination[pageSize]=x');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });
});
