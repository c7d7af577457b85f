import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDENTITY } from '../operator/identity';
import { templates, type MailLanguage } from './templates';

const operator = {
  OPERATOR_LEGAL_NAME: 'Asociación Vecinal Chispa',
  OPERATOR_TAX_ID: 'G12345678',
  OPERATOR_ADDRESS: 'Plaza Mayor 3, 47001 Valladolid',
  OPERATOR_CONTACT_EMAIL: 'contacto@asociacion-chispa.es',
};

/** Every template once, with made-up values. */
const everyMail = (lang: MailLanguage) => [
  templates.setPassword(lang, { link: 'https://app/set' }),
  templates.setPassword(lang, { link: 'https://app/set', premiumUntil: '1/1/2027' }),
  templates.resetPassword(lang, { link: 'https://app/reset' }),
  templates.gift(lang, { link: 'https://app/gift' }),
  templates.giftApplied(lang, { name: 'Ana', until: '1/1/2027', link: 'https://app' }),
  templates.premiumCourtesy(lang, { name: 'Ana', until: '1/1/2027', link: 'https://app' }),
  templates.signUpAttempt(lang, { name: 'Ana', login: 'https://app/login', reset: 'https://app/reset' }),
  templates.confirmEmailChange(lang, { link: 'https://app/confirm' }),
  templates.emailChangeRequested(lang, { name: 'Ana', newEmail: 'b@c.es', reset: 'https://app/reset' }),
  templates.emailChangeToTakenAddress(lang, { login: 'https://app/login', reset: 'https://app/reset' }),
  templates.drawWon(lang, { name: 'Ana', reward: 'Bici', link: 'https://app/draw' }),
];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("every mail's closing", () => {
  it('names the operator from the environment: legal name, tax number, address, contact address', () => {
    for (const [name, value] of Object.entries(operator)) vi.stubEnv(name, value);
    for (const mail of everyMail('es')) {
      expect(mail.text.endsWith('\n\nUn saludo,\nel equipo de Chispa\n\n-- \nAsociación Vecinal Chispa · NIF G12345678\nPlaza Mayor 3, 47001 Valladolid\nContacto: contacto@asociacion-chispa.es'), mail.subject).toBe(true);
    }
    for (const mail of everyMail('en')) {
      expect(mail.text.endsWith('\n\nBest wishes,\nthe Chispa team\n\n-- \nAsociación Vecinal Chispa · Tax ID (NIF) G12345678\nPlaza Mayor 3, 47001 Valladolid\nContact: contacto@asociacion-chispa.es'), mail.subject).toBe(true);
    }
  });

  it("is the demo's outside production, when nothing is set", () => {
    for (const name of Object.keys(operator)) vi.stubEnv(name, '');
    const [mail] = everyMail('es');
    expect(mail!.text).toContain(`${DEMO_IDENTITY.legalName} · NIF ${DEMO_IDENTITY.taxId}\n${DEMO_IDENTITY.address}\nContacto: ${DEMO_IDENTITY.contactEmail}`);
  });
});
