import { madridDateTime, money } from '../mailer/formats';
import { sign, type Mail, type MailLanguage } from '../mailer/templates';

/** What the acknowledgment of a withdrawal states. */
export type WithdrawalAcknowledgment = { concept: string; withdrawnAt: number; refundedCents: number; currency: string; profileLink: string };


/**
 * The acknowledgment of a withdrawal on a durable medium, sent without delay (TRLGDCU art. 106.3):
 * what was withdrawn from, when, and what is refunded, how and by when (art. 107.1: within 14 days,
 * by the means of payment used).
 */
export function withdrawalMail(language: MailLanguage, details: WithdrawalAcknowledgment): Mail {
  const amount = money(language, details.refundedCents, details.currency);
  if (language === 'es') {
    return {
      subject: 'Hemos recibido tu desistimiento',
      text: [
        `Hemos recibido tu desistimiento de «${details.concept}» el ${madridDateTime(language, details.withdrawnAt)}.`,
        details.refundedCents > 0
          ? `Te devolvemos ${amount} en el mismo medio de pago que usaste, en un plazo máximo de 14 días (lo normal es que tu banco lo muestre en unos días).`
          : 'No hay importe que devolver.',
        'No se te cobrará nada más por ello.',
        details.profileLink,
      ].join('\n\n') + sign.es,
    };
  }
  return {
    subject: 'We have received your withdrawal',
    text: [
      `We received your withdrawal from “${details.concept}” on ${madridDateTime(language, details.withdrawnAt)}.`,
      details.refundedCents > 0
        ? `We are refunding ${amount} to the means of payment you used, within 14 days at most (your bank usually shows it within a few days).`
        : 'There is nothing to refund.',
      'Nothing more will be charged for it.',
      details.profileLink,
    ].join('\n\n') + sign.en,
  };
}
