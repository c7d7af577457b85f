// After the vote (issue 52): a member follows a project and asks for its updates by mail; an editor
// posts an update; the member sees it counted in the header, in the inbox and on the project's
// timeline, offline too; the mail reaches the development mailbox, and its unsubscribe link works.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { mailsTo } from './mailbox';
import { goOffline, joinWithWorker } from './offline-helpers';

const PROJECT = 'api::project.project';
const UPDATE = 'api::project-update.project-update';
const DAY_MS = 24 * 60 * 60 * 1000;
const madridDay = (daysFromNow: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + daysFromNow * DAY_MS));

const made: Array<[string, string]> = [];
let editor: Awaited<ReturnType<typeof signInContentEditor>> | undefined;

/** The member's own reads, from Node (the browser may be offline). */
async function memberApi(url: (path: string) => string, member: { email: string; password: string }) {
  const login = await fetch(url('/api/auth/local'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: member.email, password: member.password }) });
  const { jwt } = (await login.json()) as { jwt: string };
  return async (path: string) => (await fetch(url(path), { headers: { Authorization: `Bearer ${jwt}` } })).json() as Promise<any>;
}

describe('after the vote', () => {
  const browser = useBrowser();

  afterAll(async () => {
    for (const [uid, documentId] of made.reverse()) await editor?.remove(uid, documentId);
  });

  it('tells a follower of an update in the inbox, on the timeline (offline too) and by mail, with a working unsubscribe link', { timeout: 180_000 }, async () => {
    const { page, url, context } = browser;
    const stamp = Date.now();
    editor = await signInContentEditor();
    const partner = (await (await fetch(`${inject('apiUrl')}/api/partners?limit=1&offset=0&sort=name&locale=es`)).json()).data[0].documentId as string;
    const name = `Huerto vecinal ${stamp}`;
    const project = await editor.draft(PROJECT, {
      name,
      location: 'Teruel',
      currentstatus: 'published',
      project_type: 'humans',
      voting_start: madridDay(-1),
      voting_end: madridDay(20),
      partner: { connect: [{ documentId: partner, locale: 'es' }] },
    });
    made.push([PROJECT, project]);
    await editor.publish(PROJECT, project);

    const member = await joinWithWorker(page, url);
    const read = await memberApi(url, member);

    // Mail for the updates of followed projects, chosen on the profile.
    await page.goto(url('/profile'));
    const mailPart = page.locator('#mail-settings');
    await mailPart.getByLabel('Novedades de los proyectos que sigues').check();
    await mailPart.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Hemos guardado tus preferencias de correo.').waitFor();

    // Following the project, without voting.
    await page.goto(url(`/projects/${project}`));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Siguiendo', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await read(`/api/follows/${project}`)).data.following).toBe(true);

    // The editor posts and publishes an update.
    const title = `Ya hemos plantado los primeros árboles ${stamp}`;
    const update = await editor.draft(UPDATE, {
      title,
      date: madridDay(0),
      progress: 30,
      updateStatus: 'inProgress',
      project: { connect: [{ documentId: project, locale: 'es' }] },
    });
    made.push([UPDATE, update]);
    await editor.publish(UPDATE, update);
    await expect.poll(async () => (await read('/api/inbox/unread')).data.unread, { timeout: 15_000 }).toBe(1);

    // The mail, while the update is unread (what the member has read in the app is not mailed again):
    // the update's sentence and its page.
    let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
    await expect
      .poll(async () => (mail = (await mailsTo(url, member.email)).find((sent) => sent.subject === `Novedad en ${name}: ${title}`)), { timeout: 30_000, message: 'the update by mail' })
      .toBeDefined();
    expect(mail!.links.some((link) => link.endsWith(`/projects/${project}`))).toBe(true);

    // The header counts it; the inbox says it and leads to the project's timeline.
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Avisos: 1 sin leer' }).click();
    await page.waitForURL((current) => current.pathname === '/inbox');
    const entry = page.getByRole('link', { name: new RegExp(`Novedad en ${name}: ${title}`) });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL((current) => current.pathname === `/projects/${project}`);
    const timeline = page.getByRole('region', { name: 'Actualizaciones del proyecto' });
    await timeline.getByRole('heading', { name: title }).waitFor();
    await timeline.getByText('Avance: 30 %').waitFor();
    await expect.poll(async () => (await read('/api/inbox/unread')).data.unread).toBe(0);

    // Offline: the inbox and the timeline read from this device.
    await page.goto(url('/inbox'));
    await entry.waitFor();
    await goOffline(context);
    await page.reload();
    await page.getByRole('link', { name: new RegExp(`Novedad en ${name}: ${title}`) }).waitFor({ timeout: 15_000 });
    await page.goto(url(`/projects/${project}`));
    await page.getByRole('region', { name: 'Actualizaciones del proyecto' }).getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
    await context.setOffline(false);

    // Its one-click way out works.
    const unsubscribe = mail!.links.find((link) => link.includes('/unsubscribe?token='));
    expect(unsubscribe, 'the mail links to its unsubscribe page').toBeDefined();
    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByText('Listo: te has dado de baja').waitFor();
    expect((await read('/api/notification-settings')).data.mail).toEqual({ updates: false, results: false, draws: false });
  });
});
