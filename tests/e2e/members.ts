import type { Page } from 'playwright-core';
import { joinAsNewMember } from '../../scripts/lib/join.mjs';

/** A new member made the way people join, for tests that change data. */
export const newMember = (url: (path: string) => string) => joinAsNewMember(url('/'));

export async function logInAs(page: Page, url: (path: string) => string, member: { email: string; password: string }) {
  await page.goto(url('/login'));
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña').fill(member.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((current) => current.pathname === '/');
}
