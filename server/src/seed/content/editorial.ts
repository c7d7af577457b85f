import { heading, link, paragraph } from './blocks';
import { day } from './dates';

export const CHALLENGES = [
  { kind: 'register', dids: 50, hue: 25, es: ['Únete a Chispa', 'Completa tu registro creando tu contraseña.'], en: ['Join Chispa', 'Finish signing up by setting your password.'] },
  { kind: 'completeProfile', dids: 25, hue: 60, es: ['Completa tu perfil', 'Añade tu ciudad, país, fecha de nacimiento y foto.'], en: ['Complete your profile', 'Add your city, country, birth date and photo.'] },
  { kind: 'vote', dids: 10, hue: 100, es: ['Vota un proyecto', 'Cada proyecto que votas suma DIDs.'], en: ['Vote on a project', 'Every project you vote on earns DIDs.'] },
  { kind: 'shareProject', dids: 5, hue: 160, es: ['Comparte un proyecto', 'Compártelo en LinkedIn y ayuda a que llegue lejos.'], en: ['Share a project', 'Share it on LinkedIn and help it travel far.'] },
  { kind: 'sharePost', dids: 5, hue: 220, es: ['Comparte una noticia', 'Las buenas noticias también se comparten.'], en: ['Share a news post', 'Good news is for sharing too.'] },
  { kind: 'referral', dids: 30, hue: 280, es: ['Invita a una amiga', 'Cuando alguien se registra con tu código y activa su cuenta, ganas DIDs.'], en: ['Invite a friend', 'When someone signs up with your code and activates their account, you earn DIDs.'] },
] as const;

export const NEWS = [
  { key: 'n1', offset: -1, hue: 15, es: ['Chispa llega a Valencia', 'Tres proyectos valencianos se suman a la plataforma.'], en: ['Chispa arrives in Valencia', 'Three Valencian projects join the platform.'] },
  { key: 'n2', offset: -6, hue: 75, es: ['10.000 votos en un mes', 'Gracias a vuestra participación superamos los diez mil votos.'], en: ['10,000 votes in one month', 'Thanks to you we passed ten thousand votes.'] },
  { key: 'n3', offset: -13, hue: 135, es: ['Así funcionan los DIDs', 'Te explicamos cómo ganar y usar tus DIDs.'], en: ['How DIDs work', 'How to earn and spend your DIDs.'] },
  { key: 'n4', offset: -20, hue: 300, es: ['Resultados del banco de alimentos', 'El proyecto aprobado ya reparte 300 desayunos diarios.'], en: ['Food bank results', 'The approved project now serves 300 breakfasts a day.'] },
] as const;

/** A news post's date anchored at `now`. */
export const newsDate = (n: (typeof NEWS)[number], now: number) => ({ date: day(n.offset, now) });

export const newsContent = (summary: string, lang: 'es' | 'en') => [
  paragraph(summary),
  heading(3, lang === 'es' ? 'Lo que viene' : 'What comes next'),
  paragraph(
    lang === 'es' ? 'Sigue los proyectos en la sección de ' : 'Follow the projects in the ',
    link('/projects', lang === 'es' ? 'proyectos' : 'projects section'),
    '.',
  ),
];

export const BANNER = {
  // What Premium is (subscriptionBox.pitch, the legal texts): a way to support Chispa. It gives no extra votes.
  es: {
    title: 'Regala Chispa estas fiestas',
    subtitle: 'Un año de Premium para quien quieras',
    description: [paragraph('Con Chispa Premium apoyas la plataforma que da voz a tu barrio. Regálalo con un pago único: le enviamos un enlace para crear su cuenta con un año de Premium.')],
    buttonLabel: 'Regalar',
    buttonUrl: '/sendGift',
  },
  en: {
    title: 'Give Chispa this season',
    subtitle: 'A year of Premium for anyone you like',
    description: [paragraph('Chispa Premium supports the platform that gives your neighbourhood a voice. Give it with a one-off payment: we send them a link to create their account with a year of Premium.')],
    buttonLabel: 'Give it',
    buttonUrl: '/sendGift',
  },
};

export const HOME_SECTIONS = {
  1: {
    videoUrlDesktop: 'https://vimeo.com/76979871',
    videoUrlMobile: 'https://vimeo.com/148751763/9a3b2c1d0e',
    es: { title: 'Tu barrio decide', subtitle: 'Vota los proyectos que quieres ver hechos realidad.' },
    en: { title: 'Your neighbourhood decides', subtitle: 'Vote for the projects you want to see happen.' },
  },
  2: {
    es: { title: 'Gana DIDs, participa en sorteos', subtitle: 'Completa retos y usa tus DIDs en recompensas de los proyectos.' },
    en: { title: 'Earn DIDs, enter draws', subtitle: 'Complete challenges and spend your DIDs on project rewards.' },
  },
} as const;
