// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITY } from '../operator/identity';
import { receiptMail, taxInside } from './mail';
import { madridYear, receiptNumber } from './numbers';

const details = {
  number: 'CH-2026-000001',
  issuedAt: Date.parse('2026-12-03T10:00:00Z'),
  concept: 'Chispa Premium (mensual)',
  amountCents: 499,
  currency: 'EUR',
  taxPercent: 21,
  taxCents: null,
  invoice: null,
  withdrawal: { until: Date.parse('2026-12-17T23:00:00Z'), kind: 'recurring' as const },
  test: false,
  operator: DEMO_IDENTITY,
  profileLink: 'https://app.example/profile',
};

describe('receipts', () => {
  it('split a tax-included amount into its base and its IVA', () => {
    expect(taxInside(499, 21)).toBe(87); // base 4.12 €
    expect(taxInside(1999, 21)).toBe(347); // base 16.52 €
    expect(taxInside(499, null)).toBe(0);
  });

  it('number receipts per year, in Madrid’s calendar', () => {
    expect(receiptNumber(2026, 1)).toBe('CH-2026-000001');
    expect(receiptNumber(2027, 123456)).toBe('CH-2027-123456');
    expect(madridYear(Date.parse('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it('say the amount with IVA included and its split, the date, the number, the issuer and the withdrawal right', () => {
    const { subject, text: typeset } = receiptMail('es', details);
    const text = typeset.replace(/\u00a0/g, ' ');
    expect(subject).toContain('CH-2026-000001');
    expect(text).toContain('Importe: 4,99 € (IVA incluido)');
    expect(text).toContain('Base imponible: 4,12 €');
    expect(text).toContain('IVA (21 %): 0,87 €');
    expect(text).toContain('3 de diciembre de 2026');
    expect(text).toContain(`${DEMO_IDENTITY.legalName} · NIF ${DEMO_IDENTITY.taxId} · ${DEMO_IDENTITY.address}`);
    expect(text).toContain('puedes desistir hasta el 18 de diciembre de 2026');
    expect(text).not.toContain('prueba');
  });

  it('link Stripe’s invoice, say a renewal can be cancelled, and say when nothing was charged', () => {
    const en = receiptMail('en', { ...details, withdrawal: null, invoice: { number: 'ABC-0001', hostedUrl: 'https://invoice.stripe.com/i/1', pdfUrl: 'https://pay.stripe.com/invoice/1/pdf' } });
    expect(en.text).toContain('Amount: €4.99 (VAT included)');
    expect(en.text).toContain('Your invoice ABC-0001:\nhttps://invoice.stripe.com/i/1');
    expect(en.text).toContain('As a PDF: https://pay.stripe.com/invoice/1/pdf');
    expect(en.text).toContain('You can cancel whenever you like');
    expect(receiptMail('es', { ...details, test: true }).text).toContain('la pasarela local de desarrollo no cobra nada');
  });

  it('promise no withdrawal of a gift delivered at payment, nor a renewal it does not have', () => {
    const es = receiptMail('es', { ...details, withdrawal: 'delivered' }).text;
    expect(es).toContain('entregado, no tiene derecho de desistimiento');
    expect(es).not.toMatch(/puedes desistir|Puedes cancelar/);
    expect(receiptMail('en', { ...details, withdrawal: 'delivered' }).text).toContain('delivered, it has no right of withdrawal');
  });
});
