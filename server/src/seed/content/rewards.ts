import { heading, list, paragraph } from './blocks';
import { instant } from './dates';

// What the server really does (docs/draws.md): it draws by itself at the draw date, one prize per winner.
const terms = (lang: 'es' | 'en') =>
  lang === 'es'
    ? [
        heading(2, 'Bases del sorteo'),
        list(
          [
            'Participan personas mayores de 14 años registradas en Chispa.',
            'Cada participación cuesta los DIDs indicados y da un boleto por cada unidad.',
            'Chispa hace el sorteo automáticamente en la fecha del sorteo y publica los datos para que cualquiera compruebe el resultado.',
            'Hay tantos premios como indica la recompensa, y cada persona gana como mucho uno.',
          ],
          'ordered',
        ),
        paragraph('Los datos se tratan según nuestra política de privacidad y se guardan en la UE.'),
      ]
    : [
        heading(2, 'Draw rules'),
        list(
          [
            'Open to registered Chispa members over 14.',
            'Each entry costs the DIDs shown and gives one ticket per unit.',
            'Chispa makes the draw by itself on the draw date and publishes the data so that anyone can check the result.',
            'There are as many prizes as the reward says, and each person wins at most one.',
          ],
          'ordered',
        ),
        paragraph('Data is processed under our privacy policy and stored in the EU.'),
      ];

export type RewardSeed = {
  key: string;
  cost: number;
  /** Entries open and close this many days from the anchor day. */
  window: readonly [number, number];
  /** The draw, this many days from the anchor day (null: at the end date). */
  draw: number | null;
  prizes: number;
  hue: number;
  terms: boolean;
  /** Who may enter its draw with DIDs (lib/eligibility/requirements.ts); any member when left out. */
  entryRequirement?: 'verified' | 'census' | 'code';
  es: { title: string; text: string };
  en: { title: string; text: string };
};

export const REWARDS: readonly RewardSeed[] = [
  {
    key: 'cesta', cost: 10, window: [-5, 25], draw: 26, prizes: 10, hue: 120, terms: true,
    es: { title: 'Cesta de verduras de temporada', text: 'Sorteamos diez cestas de los propios huertos entre quienes participen: diez personas ganadoras, una cesta cada una. El sorteo es el día siguiente al cierre.' },
    en: { title: 'Seasonal vegetable box', text: 'We are drawing ten boxes from the gardens themselves among everyone who enters: ten winners, one box each. The draw is the day after entries close.' },
  },
  {
    key: 'voluntariado', cost: 1, window: [-2, 30], draw: null, prizes: 5, hue: 185, terms: false,
    es: { title: 'Kit de voluntariado', text: 'Entre quienes se inscriban sorteamos cinco kits: guantes, bolsa reutilizable y gorra.' },
    en: { title: 'Volunteer kit', text: 'We are drawing five kits among everyone who signs up: gloves, a reusable bag and a cap.' },
  },
  {
    key: 'entradas', cost: 15, window: [-40, -3], draw: null, prizes: 2, hue: 320, terms: true,
    es: { title: 'Entradas para el Alcázar', text: 'Sorteamos dos entradas dobles con visita guiada accesible: dos personas ganadoras.' },
    en: { title: 'Tickets to the Alcázar', text: 'We are drawing two double tickets with an accessible guided tour: two winners.' },
  },
  {
    key: 'desayunos', cost: 5, window: [-10, 20], draw: null, prizes: 1, hue: 45, terms: false,
    es: { title: 'Visita a la cocina del banco de alimentos', text: 'Sorteamos una visita para dos personas: conoce por dentro cómo se preparan los desayunos.' },
    en: { title: 'Visit the food bank kitchen', text: 'We are drawing one visit for two people: see how the breakfasts are prepared.' },
  },
  {
    key: 'bono', cost: 10, window: [-4, 24], draw: 25, prizes: 3, hue: 95, terms: true, entryRequirement: 'verified',
    es: { title: 'Bono de transporte de un mes', text: 'Sorteamos tres bonos mensuales entre residentes verificados que participen: una persona, un bono.' },
    en: { title: 'A month’s transport pass', text: 'We are drawing three monthly passes among verified residents who enter: one pass per person.' },
  },
];

export const rewardTerms = terms;

/** The reward's dates anchored at `now`: what the seed writes and what a development start re-anchors. */
export const rewardDates = (r: RewardSeed, now: number) => ({
  start_date: instant(r.window[0], now),
  end_date: instant(r.window[1], now),
  draw_date: r.draw === null ? null : instant(r.draw, now),
});
