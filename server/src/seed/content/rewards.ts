import { heading, list, paragraph } from './blocks';
import { instant } from './dates';

const terms = (lang: 'es' | 'en') =>
  lang === 'es'
    ? [
        heading(2, 'Bases del sorteo'),
        list(['Participan personas mayores de 14 años registradas en Chispa.', 'Cada participación cuesta los DIDs indicados.', 'El sorteo se celebra ante notario el día siguiente al cierre.'], 'ordered'),
        paragraph('Los datos se tratan según nuestra política de privacidad y se guardan en la UE.'),
      ]
    : [
        heading(2, 'Draw rules'),
        list(['Open to registered Chispa members over 14.', 'Each entry costs the DIDs shown.', 'The draw takes place before a notary the day after closing.'], 'ordered'),
        paragraph('Data is processed under our privacy policy and stored in the EU.'),
      ];

export const REWARDS = [
  {
    key: 'cesta', cost: 10, window: [-5, 25], hue: 120, terms: true,
    es: { title: 'Cesta de verduras de temporada', text: 'Sorteamos diez cestas de los propios huertos.' },
    en: { title: 'Seasonal vegetable box', text: 'We are drawing ten boxes from the gardens themselves.' },
  },
  {
    key: 'voluntariado', cost: 1, window: [-2, 30], hue: 185, terms: false,
    es: { title: 'Kit de voluntariado', text: 'Guantes, bolsa reutilizable y almuerzo para cada participante.' },
    en: { title: 'Volunteer kit', text: 'Gloves, a reusable bag and lunch for every participant.' },
  },
  {
    key: 'entradas', cost: 15, window: [-40, -3], hue: 320, terms: true,
    es: { title: 'Entradas para el Alcázar', text: 'Dos entradas dobles con visita guiada accesible.' },
    en: { title: 'Tickets to the Alcázar', text: 'Two double tickets with an accessible guided tour.' },
  },
  {
    key: 'desayunos', cost: 5, window: [-10, 20], hue: 45, terms: false,
    es: { title: 'Visita a la cocina del banco de alimentos', text: 'Conoce por dentro cómo se preparan los desayunos.' },
    en: { title: 'Visit the food bank kitchen', text: 'See how the breakfasts are prepared.' },
  },
] as const;

export const rewardTerms = terms;
export const rewardWindow = (window: readonly [number, number]) => ({ start_date: instant(window[0]), end_date: instant(window[1]) });
