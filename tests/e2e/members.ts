import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';

/** A new member made the way people join (register, mailed link, password), for tests that change data. */
export async function newMember(request: APIRequestContext, url: (path: string) => string) {
  const email = `e2e-${randomUUID()}@chispa.test`;
  const password = 'member-pass-2026';
  const registered = await request.post(url('/api/auth/local/register'), {
    data: { email, username: email, password: `generated-${randomUUID()}`, firstName: 'Eva', lastName: 'Test', locale: 'es', privacyPolicy: true, termsAgreement: true },
  });
  if (!registered.ok()) throw new Error(`registration failed: ${await registered.text()}`);
  const mailbox = await (await request.get(url('/dev/mailbox.json'))).json();
  const link = mailbox.data.find((mail: { to: string }) => mail.to === email).links[0] as string;
  const code = new URL(link).searchParams.get('code');
  const reset = await request.post(url('/api/auth/reset-password'), { data: { code, password, passwordConfirmation: password } });
  if (!reset.ok()) throw new Error(`setting the password failed: ${await reset.text()}`);
  return { email, password };
}

export async function logInAs(page: Page, url: (path: string) => string, member: { email: string; password: string }) {
  await page.goto(url('/login'));
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña').fill(member.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((current) => current.pathname === '/');
}
