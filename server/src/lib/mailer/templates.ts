import { operatorIdentity, type OperatorIdentity } from '../operator/identity';

export type MailLanguage = 'es' | 'en';
/** A mail's subject and text (its HTML is the text escaped), and any headers of its own (List-Unsubscribe). */
export type Mail = { subject: string; text: string; headers?: Record<string, string> };

export const mailLanguage = (locale: unknown): MailLanguage => (locale === 'en' ? 'en' : 'es');

/**
 * Who sends every mail, under its signature (LSSI-CE art. 10, and art. 20 for what a member asked
 * to be told): the operator's legal name and tax number, address and contact address, read from the
 * environment when the mail is written (lib/operator/identity.ts).
 */
function closing(lang: MailLanguage, { legalName, taxId, address, contactEmail }: OperatorIdentity = operatorIdentity()): string {
  return lang === 'es'
    ? `\n\nUn saludo,\nel equipo de Chispa\n\n-- \n${legalName} · NIF ${taxId}\n${address}\nContacto: ${contactEmail}`
    : `\n\nBest wishes,\nthe Chispa team\n\n-- \n${legalName} · Tax ID (NIF) ${taxId}\n${address}\nContact: ${contactEmail}`;
}

/** Every mail's closing lines: Chispa's greeting, then the operator who sends it. */
export const sign: Record<MailLanguage, string> = {
  get es() {
    return closing('es');
  },
  get en() {
    return closing('en');
  },
};

/**
 * Mails to an address nobody has proven yet (a sign-up's, a new e-mail's) carry no text a member
 * typed: anyone can enter someone else's address, and a "name" would put their words (a link, a
 * warning) in a mail that really comes from Chispa.
 */
export const templates = {
  setPassword: (lang: MailLanguage, { link, premiumUntil = null }: { link: string; premiumUntil?: string | null }): Mail =>
    lang === 'es'
      ? {
          subject: 'Crea tu contraseña de Chispa',
          text: `Hola:\n\nGracias por unirte a Chispa.${premiumUntil ? ` Alguien te ha regalado Chispa Premium: ya está en tu cuenta, hasta el ${premiumUntil}.` : ''} Para activar tu cuenta, crea tu contraseña aquí:\n${link}${sign.es}`,
        }
      : {
          subject: 'Set your Chispa password',
          text: `Hi,\n\nThanks for joining Chispa.${premiumUntil ? ` Someone has given you Chispa Premium: it is already on your account, until ${premiumUntil}.` : ''} To activate your account, set your password here:\n${link}${sign.en}`,
        },

  resetPassword: (lang: MailLanguage, { link }: { link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Restablece tu contraseña de Chispa', text: `Hemos recibido una petición para cambiar tu contraseña. Si fuiste tú, hazlo aquí:\n${link}\n\nSi no lo pediste, ignora este mensaje.${sign.es}` }
      : { subject: 'Reset your Chispa password', text: `We received a request to change your password. If it was you, do it here:\n${link}\n\nIf you did not ask for it, ignore this message.${sign.en}` },

  gift: (lang: MailLanguage, { link }: { link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Te han regalado Chispa Premium', text: `Alguien te ha regalado Chispa Premium. Crea tu cuenta con este enlace y el regalo se activará:\n${link}${sign.es}` }
      : { subject: 'You have been given Chispa Premium', text: `Someone has given you Chispa Premium. Create your account with this link and the gift will be applied:\n${link}${sign.en}` },

  giftApplied: (lang: MailLanguage, { name, until, link }: { name: string; until: string; link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Te han regalado Chispa Premium', text: `Hola ${name}:\n\nAlguien te ha regalado un año de Chispa Premium y ya está en tu cuenta, hasta el ${until}. Entra cuando quieras:\n${link}${sign.es}` }
      : { subject: 'You have been given Chispa Premium', text: `Hi ${name},\n\nSomeone has given you a year of Chispa Premium, and it is already on your account, until ${until}. Log in whenever you like:\n${link}${sign.en}` },

  /** An editor's courtesy: the member's own first name only (the editor's note stays in the campaign view). */
  premiumCourtesy: (lang: MailLanguage, { name, until, link }: { name: string; until: string; link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Tienes Chispa Premium', text: `Hola${name ? ` ${name}` : ''}:

El equipo de Chispa te ha dado Chispa Premium hasta el ${until}. Ya está en tu cuenta:
${link}${sign.es}` }
      : { subject: 'You have Chispa Premium', text: `Hi${name ? ` ${name}` : ''},

The Chispa team has given you Chispa Premium until ${until}. It is already on your account:
${link}${sign.en}` },

  signUpAttempt: (lang: MailLanguage, { name, login, reset }: { name: string; login: string; reset: string }): Mail =>
    lang === 'es'
      ? { subject: 'Alguien ha intentado registrarse con tu correo', text: `Hola ${name}:\n\nAlguien ha intentado crear una cuenta de Chispa con tu correo, pero ya tienes una. Entra aquí:\n${login}\n\n¿No recuerdas tu contraseña? Restablécela aquí:\n${reset}\n\nSi no fuiste tú, ignora este mensaje: tu cuenta no ha cambiado.${sign.es}` }
      : { subject: 'Someone tried to sign up with your address', text: `Hi ${name},\n\nSomeone tried to create a Chispa account with your address, but you already have one. Log in here:\n${login}\n\nForgot your password? Reset it here:\n${reset}\n\nIf it was not you, ignore this message: your account has not changed.${sign.en}` },

  confirmEmailChange: (lang: MailLanguage, { link }: { link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Confirma tu nuevo correo de Chispa', text: `Hola:\n\nPara usar esta dirección en tu cuenta de Chispa, confírmala aquí (el enlace caduca en 24 horas):\n${link}\n\nSi no lo pediste, ignora este mensaje.${sign.es}` }
      : { subject: 'Confirm your new Chispa e-mail', text: `Hi,\n\nTo use this address for your Chispa account, confirm it here (the link expires in 24 hours):\n${link}\n\nIf you did not ask for it, ignore this message.${sign.en}` },

  emailChangeRequested: (lang: MailLanguage, { name, newEmail, reset }: { name: string; newEmail: string; reset: string }): Mail =>
    lang === 'es'
      ? { subject: 'Se ha pedido cambiar el correo de tu cuenta de Chispa', text: `Hola ${name}:\n\nSe ha pedido cambiar el correo de tu cuenta de Chispa a ${newEmail}. El cambio solo se aplica si se confirma desde esa dirección.\n\nSi no fuiste tú, restablece tu contraseña aquí ahora: eso anula el cambio y cierra la sesión en todos los dispositivos.\n${reset}${sign.es}` }
      : { subject: 'A change of your Chispa e-mail was asked for', text: `Hi ${name},\n\nSomeone asked to change your Chispa account's e-mail to ${newEmail}. The change only applies once it is confirmed from that address.\n\nIf it was not you, reset your password here now: that cancels the change and signs you out on every device.\n${reset}${sign.en}` },

  emailChangeToTakenAddress: (lang: MailLanguage, { login, reset }: { login: string; reset: string }): Mail =>
    lang === 'es'
      ? { subject: 'Alguien ha pedido usar tu correo en otra cuenta de Chispa', text: `Hola:\n\nAlguien ha pedido pasar otra cuenta de Chispa a este correo, pero ya lo usa tu cuenta, así que no ha cambiado nada. Entra aquí:\n${login}\n\n¿No recuerdas tu contraseña? Restablécela aquí:\n${reset}${sign.es}` }
      : { subject: 'Someone asked to use your address for another Chispa account', text: `Hi,\n\nSomeone asked to move another Chispa account to this address, but your account already uses it, so nothing has changed. Log in here:\n${login}\n\nForgot your password? Reset it here:\n${reset}${sign.en}` },

  /** To a winner, at their proven address: their own first name and the editors' reward title. */
  drawWon: (lang: MailLanguage, { name, reward, link }: { name: string; reward: string; link: string }): Mail =>
    lang === 'es'
      ? { subject: `Has ganado el sorteo «${reward}»`, text: `Hola${name ? ` ${name}` : ''}:\n\n¡Enhorabuena! Tu participación ha ganado el sorteo «${reward}» de Chispa.\n\nQué pasa ahora: el equipo del proyecto te escribirá a este correo en los próximos días para entregarte el premio. No tienes que hacer nada más; nadie de Chispa te pedirá contraseñas ni pagos.\n\nEl resultado del sorteo, y cómo comprobarlo, está aquí:\n${link}${sign.es}` }
      : { subject: `You won the draw "${reward}"`, text: `Hi${name ? ` ${name}` : ''},\n\nCongratulations! Your entry won Chispa's draw "${reward}".\n\nWhat happens next: the project's team will write to you at this address in the coming days to deliver your prize. There is nothing else you need to do; nobody from Chispa will ever ask you for passwords or payments.\n\nThe draw's result, and how to check it, are here:\n${link}${sign.en}` },
};
