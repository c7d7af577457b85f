import { paragraph } from './blocks';

/**
 * The demo's project updates (issue 52): a finished project told from start to delivery, one still
 * running; `offset` in days from the day the demo is seeded. And the news post linked to a project.
 */
export const UPDATES = [
  {
    project: 'solar', offset: -150, status: 'inProgress', progress: 10,
    es: ['Empieza el montaje en el tejado del mercado', 'Llegan los primeros paneles y la grúa. El mercado sigue abierto durante las obras.'],
    en: ['Work starts on the market roof', 'The first panels and the crane arrive. The market stays open during the works.'],
  },
  {
    project: 'solar', offset: -60, status: 'inProgress', progress: 65,
    es: ['Dos tercios de los paneles, instalados', 'Falta conectar el inversor y firmar con la distribuidora.'],
    en: ['Two thirds of the panels are up', 'The inverter still has to be connected and the grid contract signed.'],
  },
  {
    project: 'solar', offset: -10, status: 'delivered', progress: 100, picture: true,
    es: ['Entregado: el mercado da luz a 60 hogares', 'La instalación funciona desde el lunes. Gracias a todas las personas que votasteis.'],
    en: ['Delivered: the market powers 60 homes', 'The installation has been running since Monday. Thank you to everyone who voted.'],
  },
  {
    project: 'bicis', offset: -20, status: 'inProgress', progress: 40,
    es: ['El taller abre tres tardes por semana', 'Ya hay veinte bicicletas reparadas en préstamo; buscamos voluntariado para los sábados.'],
    en: ['The workshop opens three afternoons a week', 'Twenty repaired bikes are already on loan; we are looking for volunteers for Saturdays.'],
  },
] as const;

export const updateBody = (text: string) => [paragraph(text)];

/** A news post of the demo (content/editorial.ts) and the project it tells about. */
export const LINKED_NEWS = { news: 'n4', project: 'banco' } as const;
