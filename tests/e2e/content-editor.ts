import { expect, inject } from 'vitest';

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

/**
 * The seeded editor, through the admin panel's own API on Strapi (not through the app): content an
 * editor saves and publishes, for what a visitor then sees.
 */
export async function signInContentEditor() {
  const apiUrl = inject('apiUrl');
  const login = await fetch(`${apiUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async (path: string, method = 'GET', json?: unknown) => {
    const response = await fetch(`${apiUrl}/content-manager/collection-types/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    const body = (await response.json().catch(() => null)) as { data?: { documentId: string } } | null;
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  /** A campaign-view request (census, invitation codes), as the admin page sends it. */
  const campaign = async (path: string, init: RequestInit) => {
    const response = await fetch(`${apiUrl}/campaign${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
    const body = (await response.json()) as { data: any };
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    return body.data;
  };
  return {
    /** Replaces the census with these lines (document number and birth date), as the campaign view uploads it. */
    uploadCensus: (lines: Array<{ documentNumber: string; birthDate: string }>) =>
      campaign('/census?whenUnlisted=keep', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: `documento;fecha_nacimiento\n${lines.map((line) => `${line.documentNumber};${line.birthDate}`).join('\n')}\n`,
      }),
    /** New invitation codes, as the campaign view makes them. */
    invitationCodes: async (count: number) =>
      (await campaign('/codes', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ count, label: 'e2e' }) })).codes as string[],
    /** The Spanish documents of a type whose fields equal these, as the content manager lists them. */
    find: async (uid: string, where: Record<string, string>) => {
      const filters = Object.entries(where).map(([field, value], i) => `filters[$and][${i}][${field}][$eq]=${encodeURIComponent(value)}`);
      return ((await call(`${uid}?locale=es&${filters.join('&')}`)) as unknown as { results: Array<Record<string, unknown> & { documentId: string }> }).results;
    },
    /** A document's Spanish draft, every field, as the content manager opens it. */
    read: async (uid: string, documentId: string) => ((await call(`${uid}/${documentId}?locale=es`)) as unknown as { data: Record<string, unknown> }).data,
    /** Saves a new document as a draft; returns its documentId. */
    draft: async (uid: string, data: Record<string, unknown>) => (await call(`${uid}?locale=es`, 'POST', data))!.data!.documentId,
    publish: (uid: string, documentId: string, data: Record<string, unknown> = {}) => call(`${uid}/${documentId}/actions/publish?locale=es`, 'POST', data),
    remove: (uid: string, documentId: string) => call(`${uid}/${documentId}?locale=*`, 'DELETE'),
    /**
     * A published reward of one prize (entries cost `cost` DIDs, 2 unless said) whose entries close at
     * `endDate`, and the published project of `partner` that offers it (`humans`: DIDs entries; `form`:
     * sign-ups), among the home's cards unless `cardVisible` is false.
     */
    async rewardWithProject({
      title,
      partner,
      endDate,
      location,
      projectType = 'humans',
      cost = 2,
      cardVisible = true,
    }: {
      title: string;
      partner: string;
      endDate: Date;
      location: string;
      projectType?: 'humans' | 'form';
      cost?: number;
      cardVisible?: boolean;
    }) {
      const reward = (await call('api::reward.reward?locale=es', 'POST', { title, cost, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: endDate.toISOString() }))!.data!.documentId;
      const project = (await call('api::project.project?locale=es', 'POST', {
        name: `Proyecto del ${title}`,
        location,
        currentstatus: 'published',
        project_type: projectType,
        card_visible: cardVisible,
        voting_start: '2020-01-01',
        voting_end: '2099-01-01',
        partner: { connect: [{ documentId: partner, locale: 'es' }] },
        reward: { connect: [{ documentId: reward, locale: 'es' }] },
      }))!.data!.documentId;
      await call(`api::project.project/${project}/actions/publish?locale=es`, 'POST', {});
      await call(`api::reward.reward/${reward}/actions/publish?locale=es`, 'POST', {});
      return { reward, project };
    },
  };
}
