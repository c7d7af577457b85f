import type { Mail } from '../mailer/templates';

export type StoredReport = { description: string; pageUrl: string | null; email: string | null; language: 'es' | 'en' | null; receivedAt: Date };

/**
 * The mail to the operator's contact address, in the editors' language. Plain text only (the mailer's
 * HTML part is that text escaped): what a reporter wrote never becomes markup, and the subject holds
 * nothing of theirs.
 */
export function barrierReportMail(report: StoredReport): Mail {
  return {
    subject: 'Chispa: han comunicado una barrera de accesibilidad',
    text: [
      'Alguien ha comunicado una barrera de accesibilidad desde la declaración de accesibilidad de Chispa.',
      '',
      `Página: ${report.pageUrl ?? '(no la ha indicado)'}`,
      `Correo para responder: ${report.email ?? '(no lo ha dado)'}`,
      `Idioma: ${report.language ?? '(no consta)'}`,
      `Recibida: ${report.receivedAt.toISOString()}`,
      '',
      'Lo que ha escrito:',
      report.description,
      '',
      'La comunicación está también en el panel de administración, en «Barrier report». El Real Decreto 1112/2018 (art. 12) pide responder en un plazo de 20 días hábiles.',
    ].join('\n'),
  };
}
