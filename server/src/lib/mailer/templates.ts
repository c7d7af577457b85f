export type MailLanguage = 'es' | 'en';
export type Mail = { subject: string; text: string };

export const mailLanguage = (locale: unknown): MailLanguage => (locale === 'en' ? 'en' : 'es');

const sign = { es: '\n\nUn saludo,\nel equipo de Chispa', en: '\n\nBest wishes,\nthe Chispa team' };

export const templates = {
  setPassword: (lang: MailLanguage, { name, link }: { name: string; link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Crea tu contraseña de Chispa', text: `Hola ${name}:\n\nGracias por unirte a Chispa. Para activar tu cuenta, crea tu contraseña aquí:\n${link}${sign.es}` }
      : { subject: 'Set your Chispa password', text: `Hi ${name},\n\nThanks for joining Chispa. To activate your account, set your password here:\n${link}${sign.en}` },

  resetPassword: (lang: MailLanguage, { link }: { link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Restablece tu contraseña de Chispa', text: `Hemos recibido una petición para cambiar tu contraseña. Si fuiste tú, hazlo aquí:\n${link}\n\nSi no lo pediste, ignora este mensaje.${sign.es}` }
      : { subject: 'Reset your Chispa password', text: `We received a request to change your password. If it was you, do it here:\n${link}\n\nIf you did not ask for it, ignore this message.${sign.en}` },

  gift: (lang: MailLanguage, { link }: { link: string }): Mail =>
    lang === 'es'
      ? { subject: 'Te han regalado Chispa Premium', text: `Alguien te ha regalado Chispa Premium. Crea tu cuenta con este enlace y el regalo se activará:\n${link}${sign.es}` }
      : { subject: 'You have been given Chispa Premium', text: `Someone has given you Chispa Premium. Create your account with this link and the gift will be applied:\n${link}${sign.en}` },
};
