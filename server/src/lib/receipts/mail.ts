import type { OperatorIdentity } from '../operator/identity';
import { madridDate, money } from '../mailer/formats';
import { sign, type Mail, type MailLanguage } from '../mailer/templates';

/** What a receipt says beyond its row: what was bought, where the provider's invoice is, and the withdrawal right's state. */
export type ReceiptDetails = {
  number: string;
  issuedAt: number;
  concept: string;
  amountCents: number;
  currency: string;
  taxPercent: number | null;
  /** The IVA inside the amount: the provider's invoice's, or worked out from `taxPercent`. */
  taxCents: number | null;
  /** Stripe's invoice (it is the invoice; this mail is its receipt); null with the local checkout. */
  invoice: { number: string | null; hostedUrl: string | null; pdfUrl: string | null } | null;
  /**
   * Until when the member may withdraw, and from what; null once the right is spent (a renewal), and
   * `delivered` for a gift applied to its recipient's account at payment (no right: TRLGDCU art. 103 a).
   */
  withdrawal: { until: number; kind: 'recurring' | 'single' } | 'delivered' | null;
  /** The local checkout charged nothing: the receipt says so. */
  test: boolean;
  operator: OperatorIdentity;
  profileLink: string;
};


/** The IVA inside a tax-included amount at `percent`, rounded to the cent (the base is the rest). */
export const taxInside = (amountCents: number, percent: number | null) => (percent === null ? 0 : amountCents - Math.round((amountCents * 100) / (100 + percent)));

/**
 * The receipt of a payment (transactional: sent whatever the member's mail choices): the concept,
 * the amount with IVA included and its split, the date and number, who issues it (LSSI-CE art. 10 and
 * the invoicing rules' issuer data), Stripe's invoice where there is one, and the withdrawal right.
 */
export function receiptMail(language: MailLanguage, details: ReceiptDetails): Mail {
  const m = (cents: number) => money(language, cents, details.currency);
  const tax = details.taxCents ?? taxInside(details.amountCents, details.taxPercent);
  const { operator } = details;
  const issuer = `${operator.legalName} · NIF ${operator.taxId} · ${operator.address}`;
  const invoice = details.invoice;
  if (language === 'es') {
    const lines = [
      'Hola:',
      '',
      details.test ? 'Este es el recibo de un pago de prueba: la pasarela local de desarrollo no cobra nada.' : 'Gracias por tu pago. Este es tu recibo.',
      '',
      `Recibo n.º: ${details.number}`,
      `Fecha: ${madridDate(language, details.issuedAt)}`,
      `Concepto: ${details.concept}`,
      `Importe: ${m(details.amountCents)} (IVA incluido)`,
      details.taxPercent === null ? 'IVA: operación no sujeta o exenta' : `  Base imponible: ${m(details.amountCents - tax)}\n  IVA (${details.taxPercent} %): ${m(tax)}`,
      `Emitido por: ${issuer}`,
      ...(invoice?.hostedUrl ? ['', `Tu factura${invoice.number ? ` ${invoice.number}` : ''}:`, invoice.hostedUrl] : []),
      ...(invoice?.pdfUrl ? [`En PDF: ${invoice.pdfUrl}`] : []),
      '',
      details.withdrawal === 'delivered'
        ? 'El regalo ya está en la cuenta de quien lo recibe: entregado, no tiene derecho de desistimiento y no se renueva.'
        : details.withdrawal
        ? details.withdrawal.kind === 'recurring'
          ? `Derecho de desistimiento: puedes desistir hasta el ${madridDate(language, details.withdrawal.until)} desde tu perfil; se te devuelve lo pagado menos la parte proporcional de los días ya disfrutados. Después, puedes cancelar cuando quieras: Premium sigue hasta el final del periodo pagado.`
          : `Derecho de desistimiento: puedes desistir hasta el ${madridDate(language, details.withdrawal.until)} desde tu perfil, mientras nadie haya canjeado el regalo; se te devuelve todo.`
        : 'Puedes cancelar cuando quieras desde tu perfil: Premium sigue hasta el final del periodo pagado y no se renueva.',
      details.profileLink,
    ];
    return { subject: `Tu recibo de Chispa ${details.number}`, text: `${lines.join('\n')}${sign.es}` };
  }
  const lines = [
    'Hi,',
    '',
    details.test ? 'This is the receipt of a test payment: the local development checkout charges nothing.' : 'Thank you for your payment. Here is your receipt.',
    '',
    `Receipt no.: ${details.number}`,
    `Date: ${madridDate(language, details.issuedAt)}`,
    `Item: ${details.concept}`,
    `Amount: ${m(details.amountCents)} (VAT included)`,
    details.taxPercent === null ? 'VAT: not subject or exempt' : `  Taxable base: ${m(details.amountCents - tax)}\n  VAT (IVA, ${details.taxPercent} %): ${m(tax)}`,
    `Issued by: ${issuer}`,
    ...(invoice?.hostedUrl ? ['', `Your invoice${invoice.number ? ` ${invoice.number}` : ''}:`, invoice.hostedUrl] : []),
    ...(invoice?.pdfUrl ? [`As a PDF: ${invoice.pdfUrl}`] : []),
    '',
    details.withdrawal === 'delivered'
      ? 'The gift is already on its recipient’s account: delivered, it has no right of withdrawal and does not renew.'
      : details.withdrawal
      ? details.withdrawal.kind === 'recurring'
        ? `Right of withdrawal: you may withdraw until ${madridDate(language, details.withdrawal.until)} from your profile; you get back what you paid less the share of the days already enjoyed. After that, you can cancel whenever you like: Premium stays until the end of the paid period.`
        : `Right of withdrawal: you may withdraw until ${madridDate(language, details.withdrawal.until)} from your profile, as long as nobody has redeemed the gift; you get everything back.`
      : 'You can cancel whenever you like from your profile: Premium stays until the end of the paid period and is not renewed.',
    details.profileLink,
  ];
  return { subject: `Your Chispa receipt ${details.number}`, text: `${lines.join('\n')}${sign.en}` };
}
