// A local SMTP server with a web view (maildev) standing in for production's mail relay: Strapi sends
// through its nodemailer provider, as in production; the mails are read at its web view or REST API.
import { MailDev } from 'maildev';

/** @param {{ smtpPort: number, webPort: number }} options */
export async function startMailCatcher({ smtpPort, webPort }) {
  const maildev = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', web: webPort, webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return {
    webUrl: `http://127.0.0.1:${webPort}`,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false', MAIL_FROM: 'Chispa <hola@chispa.test>' },
    stop: () => maildev.stop(),
  };
}
