import { heading, link, list, paragraph } from './blocks';

export const PARTNERS = [
  {
    key: 'raices',
    name: 'Fundación Raíces',
    hue: 140,
    es: [
      paragraph('Desde 2009 acompañamos a barrios de Barcelona y Madrid en proyectos de ', { type: 'text', text: 'alimentación y huertos comunitarios', bold: true }, '.'),
      heading(3, 'Qué hacemos'),
      list(['Huertos urbanos gestionados por vecinos', 'Formación en agricultura ecológica', 'Bancos de alimentos escolares']),
      paragraph('Más información en ', link('https://example.org/raices', 'nuestra web'), '.'),
    ],
    en: [
      paragraph('Since 2009 we have supported neighbourhoods in Barcelona and Madrid with ', { type: 'text', text: 'food and community garden projects', bold: true }, '.'),
      heading(3, 'What we do'),
      list(['Urban gardens run by neighbours', 'Training in organic farming', 'School food banks']),
      paragraph('Find out more on ', link('https://example.org/raices', 'our website'), '.'),
    ],
  },
  {
    key: 'marviva',
    name: 'Cooperativa Mar Viva',
    hue: 200,
    es: [
      paragraph('Somos una cooperativa de educadoras ambientales que cuida la costa mediterránea.'),
      list(['Limpiezas de playa con voluntariado', 'Talleres en escuelas', 'Refugio y adopción de animales'], 'ordered'),
    ],
    en: [
      paragraph('We are a cooperative of environmental educators caring for the Mediterranean coast.'),
      list(['Beach clean-ups with volunteers', 'Workshops in schools', 'Animal shelter and adoption'], 'ordered'),
    ],
  },
  {
    key: 'brujula',
    name: 'Asociación Brújula',
    hue: 20,
    es: [
      paragraph('Trabajamos por la inclusión: accesibilidad, educación digital y energía para todas las personas.'),
      paragraph({ type: 'text', text: 'Creemos que los barrios deciden mejor', italic: true }, ' cuando votan juntos.'),
    ],
    en: [
      paragraph('We work for inclusion: accessibility, digital education and energy for everyone.'),
      paragraph({ type: 'text', text: 'We believe neighbourhoods decide better', italic: true }, ' when they vote together.'),
    ],
  },
] as const;
