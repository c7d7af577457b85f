import type { Topic } from './config';

export type PushMessage = { title: string; body: string };
type Lang = 'es' | 'en';

/** What each notification says, in the language its device chose (the service worker shows it as it comes). */
export const pushMessages: Record<Topic, (lang: Lang, params: { title: string; won?: boolean }) => PushMessage> = {
  newProjects: (lang, { title }) =>
    lang === 'es' ? { title: 'Nuevo proyecto para votar', body: title } : { title: 'A new project to vote on', body: title },
  votingClosing: (lang, { title }) =>
    lang === 'es'
      ? { title: 'La votación cierra en menos de 24 horas', body: `Aún no has votado «${title}».` }
      : { title: 'Voting closes within 24 hours', body: `You have not voted on "${title}" yet.` },
  drawResults: (lang, { title, won }) => {
    // A follower of the project who did not enter: news, not an outcome of theirs.
    if (won === undefined) {
      return lang === 'es' ? { title: 'Sorteo realizado', body: `Ya se ha sorteado «${title}».` } : { title: 'The draw has taken place', body: `"${title}" has been drawn.` };
    }
    return won
      ? lang === 'es'
        ? { title: '¡Has ganado el sorteo!', body: `«${title}»: te hemos escrito al correo.` }
        : { title: 'You won the draw!', body: `"${title}": we have e-mailed you.` }
      : lang === 'es'
        ? { title: 'Resultado del sorteo', body: `«${title}»: esta vez no ha habido suerte.` }
        : { title: 'The draw’s result', body: `"${title}": not this time.` };
  },
  projectResults: (lang, { title }) =>
    lang === 'es'
      ? { title: 'Ya hay resultado', body: `Mira qué ha decidido la votación de «${title}».` }
      : { title: 'The result is in', body: `See what the vote on "${title}" decided.` },
  projectUpdates: (lang, { title }) =>
    lang === 'es'
      ? { title: 'Novedades de un proyecto que sigues', body: `«${title}» tiene una actualización.` }
      : { title: 'News from a project you follow', body: `"${title}" has an update.` },
  offlineDids: (lang, { title }) =>
    lang === 'es'
      ? { title: 'Tu voto sin conexión ha llegado', body: `+10 DIDs por «${title}».` }
      : { title: 'Your offline vote arrived', body: `+10 DIDs for "${title}".` },
};
