import { heading, list, paragraph } from './blocks';
import { day } from './dates';

/** Every status of spec §3; the demo has a project in each. */
export const STATUSES = ['approved', 'inprogress', 'validated', 'notvalidated', 'finished', 'published', 'comingSoon', 'ongoing'] as const;

type Status = (typeof STATUSES)[number];
type Type = 'form' | 'lookwhat' | 'humans' | 'others';
/** option1_label and option2_label: a lookwhat project's options, by name (required to publish one). */
type Texts = { name: string; subtitle: string; subtitleExtraInfo: string; extract: string; supportText: string; body: string; option1_label?: string; option2_label?: string };

export type ProjectSeed = {
  key: string;
  partner: string;
  status: Status;
  type: Type;
  location: string;
  hue: number;
  voting: [number, number] | null;
  running: [number, number] | null;
  videoUrl?: string;
  gallery?: number;
  reward?: string;
  /** Who may vote (lib/eligibility/requirements.ts); any member when left out. */
  voteRequirement?: 'verified' | 'census' | 'code';
  es: Texts;
  en: Texts;
};

const describe = (t: Texts, lang: 'es' | 'en') => [
  paragraph(t.body),
  heading(3, lang === 'es' ? 'Cómo lo haremos' : 'How we will do it'),
  list(
    lang === 'es'
      ? ['Reunimos a vecinas y vecinos', 'Si la comunidad lo apoya con su voto, lo ponemos en marcha', 'Publicamos cada avance aquí']
      : ['We bring neighbours together', 'If the community backs it with their votes, we get it going', 'We publish every step here'],
  ),
];

export const projectDescription = describe;

export const PROJECTS: ProjectSeed[] = [
  {
    key: 'huertos', partner: 'raices', status: 'published', type: 'humans', location: 'Barcelona', hue: 110,
    voting: [-10, 20], running: [-30, 60], gallery: 2, reward: 'cesta',
    es: { name: 'Huertos urbanos en Nou Barris', subtitle: 'Comida fresca a dos calles', subtitleExtraInfo: 'Ya hay 40 familias apuntadas', extract: 'Convertimos tres solares vacíos en huertos que cuidan las familias del barrio.', supportText: '¿Apoyas que el barrio tenga sus propios huertos?', body: 'Tres solares abandonados se convertirán en huertos comunitarios con riego por goteo y compostaje.' },
    en: { name: 'Urban gardens in Nou Barris', subtitle: 'Fresh food two streets away', subtitleExtraInfo: '40 families have already signed up', extract: 'We turn three empty plots into gardens looked after by local families.', supportText: 'Do you support the neighbourhood having its own gardens?', body: 'Three abandoned plots will become community gardens with drip irrigation and composting.' },
  },
  {
    key: 'comedor', partner: 'brujula', status: 'published', type: 'others', location: 'Madrid', hue: 30,
    voting: [-3, 30], running: [-5, 90], videoUrl: 'https://vimeo.com/76979871',
    es: { name: 'Comedor social de Lavapiés', subtitle: 'Cenas calientes todo el invierno', subtitleExtraInfo: '120 menús al día', extract: 'Ampliamos el comedor para servir cenas durante los meses fríos.', supportText: '¿Quieres que el comedor abra también por la noche?', body: 'Con una cocina nueva podremos servir 120 cenas diarias de noviembre a marzo.' },
    en: { name: 'Lavapiés community kitchen', subtitle: 'Hot dinners all winter', subtitleExtraInfo: '120 meals a day', extract: 'We are expanding the kitchen to serve dinners during the cold months.', supportText: 'Would you like the kitchen to open in the evenings too?', body: 'With a new kitchen we can serve 120 dinners a day from November to March.' },
  },
  {
    key: 'bibliotecas', partner: 'marviva', status: 'published', type: 'lookwhat', location: 'Valencia', hue: 265,
    voting: [-1, 14], running: [0, 45], videoUrl: 'https://vimeo.com/148751763/9a3b2c1d0e',
    es: { name: 'Bibliotecas de barrio: ¿cómics o ciencia?', subtitle: 'Tú eliges la próxima colección', subtitleExtraInfo: 'Cómics o divulgación científica', extract: 'La biblioteca del Cabanyal comprará una colección nueva. ¿Cuál prefieres?', supportText: 'Elige la colección que quieres en tu biblioteca.', option1_label: 'Cómics', option2_label: 'Divulgación científica', body: 'Las bibliotecas de barrio renuevan su fondo cada año y esta vez decide el vecindario.' },
    en: { name: 'Neighbourhood libraries: comics or science?', subtitle: 'You choose the next collection', subtitleExtraInfo: 'Comics or popular science', extract: 'The Cabanyal library will buy a new collection. Which do you prefer?', supportText: 'Choose the collection you want in your library.', option1_label: 'Comics', option2_label: 'Popular science', body: 'Neighbourhood libraries renew their shelves every year and this time the neighbours decide.' },
  },
  {
    // A form project takes sign-ups, not votes: no voting dates.
    key: 'playas', partner: 'marviva', status: 'published', type: 'form', location: 'Valencia', hue: 190,
    voting: null, running: [-2, 40], gallery: 2, reward: 'voluntariado',
    es: { name: 'Limpieza de playas en la Malvarrosa', subtitle: 'Una mañana, un kilómetro de costa', subtitleExtraInfo: 'Apúntate al voluntariado', extract: 'Organizamos limpiezas mensuales con material y almuerzo para quien participe.', supportText: 'Inscríbete para participar en la próxima limpieza.', body: 'Cada mes retiramos plásticos y redes de un kilómetro de playa junto a escuelas y vecinos.' },
    en: { name: 'Malvarrosa beach clean-up', subtitle: 'One morning, one kilometre of coast', subtitleExtraInfo: 'Sign up as a volunteer', extract: 'We run monthly clean-ups with equipment and lunch for everyone who joins.', supportText: 'Sign up to take part in the next clean-up.', body: 'Every month we remove plastics and nets from a kilometre of beach with schools and neighbours.' },
  },
  {
    key: 'rutas', partner: 'raices', status: 'published', type: 'humans', location: 'Sevilla', hue: 330,
    voting: [-40, -2], running: [-60, 30], reward: 'entradas',
    es: { name: 'Rutas accesibles por el casco antiguo', subtitle: 'Sin escalones ni barreras', subtitleExtraInfo: 'La votación ha terminado', extract: 'Señalizamos recorridos sin barreras para sillas de ruedas y carritos.', supportText: '¿Apoyas las rutas accesibles?', body: 'Mapeamos y señalizamos cinco rutas accesibles por el centro histórico.' },
    en: { name: 'Accessible routes through the old town', subtitle: 'No steps, no barriers', subtitleExtraInfo: 'Voting has ended', extract: 'We signpost barrier-free routes for wheelchairs and pushchairs.', supportText: 'Do you support accessible routes?', body: 'We map and signpost five accessible routes through the historic centre.' },
  },
  {
    key: 'gredos', partner: 'brujula', status: 'comingSoon', type: 'others', location: 'Ávila', hue: 95,
    voting: [15, 45], running: [20, 200],
    es: { name: 'Reforestación en la Sierra de Gredos', subtitle: 'Mil árboles tras el incendio', subtitleExtraInfo: 'Muy pronto', extract: 'Replantaremos encinas y robles con escuelas de la comarca.', supportText: 'Muy pronto podrás votar.', body: 'Tras el incendio de 2025, replantaremos mil árboles autóctonos con las escuelas.' },
    en: { name: 'Reforesting the Sierra de Gredos', subtitle: 'A thousand trees after the fire', subtitleExtraInfo: 'Coming soon', extract: 'We will replant holm oaks and oaks with local schools.', supportText: 'You will be able to vote soon.', body: 'After the 2025 fire we will replant a thousand native trees with the schools.' },
  },
  {
    key: 'aulas', partner: 'brujula', status: 'comingSoon', type: 'humans', location: 'Teruel', hue: 220,
    voting: null, running: null,
    es: { name: 'Aulas digitales rurales', subtitle: 'Internet y tabletas para la escuela', subtitleExtraInfo: 'Muy pronto', extract: 'Conectamos seis escuelas rurales y formamos al profesorado.', supportText: 'Muy pronto podrás votar.', body: 'Seis escuelas de menos de veinte alumnos tendrán conexión y tabletas.' },
    en: { name: 'Rural digital classrooms', subtitle: 'Internet and tablets for the school', subtitleExtraInfo: 'Coming soon', extract: 'We connect six rural schools and train their teachers.', supportText: 'You will be able to vote soon.', body: 'Six schools with fewer than twenty pupils will get a connection and tablets.' },
  },
  {
    key: 'banco', partner: 'raices', status: 'approved', type: 'others', location: 'Madrid', hue: 45,
    voting: [-90, -60], running: [-60, -5], reward: 'desayunos',
    es: { name: 'Banco de alimentos escolar', subtitle: 'Desayunos para 300 alumnos', subtitleExtraInfo: 'Proyecto aprobado', extract: 'Cada mañana, desayuno completo en cuatro colegios.', supportText: 'Proyecto aprobado por la comunidad.', body: 'La comunidad aprobó este proyecto y ya reparte desayunos en cuatro colegios.' },
    en: { name: 'School food bank', subtitle: 'Breakfast for 300 pupils', subtitleExtraInfo: 'Project approved', extract: 'Every morning, a full breakfast in four schools.', supportText: 'Project approved by the community.', body: 'The community approved this project and it now serves breakfast in four schools.' },
  },
  {
    key: 'refugio', partner: 'marviva', status: 'ongoing', type: 'humans', location: 'Castellón', hue: 10,
    voting: [-80, -50], running: [-50, 50],
    es: { name: 'Refugio de animales de la Plana', subtitle: 'Nuevas casetas y veterinaria', subtitleExtraInfo: 'En marcha', extract: 'Ampliamos el refugio para acoger a 40 animales más.', supportText: 'El proyecto está en marcha.', body: 'Con las nuevas casetas y una consulta veterinaria, el refugio acogerá a 40 animales más.' },
    en: { name: 'La Plana animal shelter', subtitle: 'New kennels and a vet room', subtitleExtraInfo: 'Under way', extract: 'We are expanding the shelter to take in 40 more animals.', supportText: 'The project is under way.', body: 'With new kennels and a vet room, the shelter will take in 40 more animals.' },
  },
  {
    key: 'solar', partner: 'brujula', status: 'finished', type: 'others', location: 'Zaragoza', hue: 55,
    voting: [-200, -170], running: [-170, -10],
    es: { name: 'Energía solar comunitaria', subtitle: 'Paneles en el tejado del mercado', subtitleExtraInfo: 'Proyecto terminado', extract: 'El mercado produce ya la luz de 60 hogares.', supportText: 'Proyecto terminado.', body: 'Los paneles del mercado de San Vicente producen la electricidad de 60 hogares.' },
    en: { name: 'Community solar power', subtitle: 'Panels on the market roof', subtitleExtraInfo: 'Project finished', extract: 'The market now powers 60 homes.', supportText: 'Project finished.', body: 'The panels on the San Vicente market power 60 homes.' },
  },
  {
    key: 'bicis', partner: 'brujula', status: 'inprogress', type: 'others', location: 'Bilbao', hue: 150,
    voting: [-70, -40], running: [-40, 80],
    es: { name: 'Taller de bicis compartidas en Otxarkoaga', subtitle: 'Arreglar y prestar bicicletas', subtitleExtraInfo: 'En curso', extract: 'Un taller donde el barrio aprende a reparar bicis y las presta a quien no tiene.', supportText: 'El proyecto está en curso.', body: 'El taller abre tres tardes por semana y ya presta veinte bicicletas reparadas por el vecindario.' },
    en: { name: 'Shared bike workshop in Otxarkoaga', subtitle: 'Fixing and lending bikes', subtitleExtraInfo: 'In progress', extract: 'A workshop where the neighbourhood learns to repair bikes and lends them to whoever has none.', supportText: 'The project is in progress.', body: 'The workshop opens three afternoons a week and already lends twenty bikes repaired by neighbours.' },
  },
  {
    key: 'murales', partner: 'raices', status: 'validated', type: 'lookwhat', location: 'Málaga', hue: 285,
    voting: [-120, -90], running: [-90, -15],
    es: { name: 'Murales en el patio del colegio', subtitle: 'El alumnado pinta su propio patio', subtitleExtraInfo: 'Resultado validado', extract: 'Cuatro murales pintados por el alumnado con artistas del barrio, con el tema que eligió el vecindario.', supportText: '¿Qué tema quieres para los murales?', option1_label: 'El mar', option2_label: 'El bosque', body: 'El vecindario eligió el tema de los murales entre el mar y el bosque. Los murales están terminados y el equipo ha validado que se hizo lo que se votó.' },
    en: { name: 'Murals in the school playground', subtitle: 'Pupils paint their own playground', subtitleExtraInfo: 'Result validated', extract: 'Four murals painted by the pupils with local artists, on the theme the neighbours chose.', supportText: 'Which theme do you want for the murals?', option1_label: 'The sea', option2_label: 'The forest', body: 'The neighbours chose the murals’ theme between the sea and the forest. The murals are finished and the team has validated that what was voted was done.' },
  },
  {
    key: 'piscina', partner: 'marviva', status: 'notvalidated', type: 'humans', location: 'Alicante', hue: 175,
    voting: [-150, -120], running: null,
    es: { name: 'Piscina de verano en el barrio', subtitle: 'Una piscina desmontable en la plaza', subtitleExtraInfo: 'No validado', extract: 'La propuesta no superó la validación: el terreno no era apto.', supportText: 'El proyecto no se ha validado.', body: 'Tras la votación, el estudio técnico mostró que la plaza no soporta el peso de la piscina, así que no se ha validado.' },
    en: { name: 'Summer pool in the neighbourhood', subtitle: 'A portable pool in the square', subtitleExtraInfo: 'Not validated', extract: 'The proposal did not pass validation: the ground was not suitable.', supportText: 'The project was not validated.', body: 'After the vote, the technical survey showed the square cannot bear the pool’s weight, so it was not validated.' },
  },
  {
    key: 'parque', partner: 'raices', status: 'published', type: 'humans', location: 'Sevilla', hue: 95,
    voting: [-4, 24], running: [-10, 120], reward: 'bono', voteRequirement: 'verified',
    es: { name: 'Un parque en la antigua estación', subtitle: 'Vota quien vive en el barrio', subtitleExtraInfo: 'Votación para residentes verificados', extract: 'El solar de la vieja estación será un parque con sombra, juegos y un huerto escolar.', supportText: '¿Apoyas el parque? Para votar, verifica que vives en el barrio.', body: 'El ayuntamiento cede el solar si el vecindario lo apoya: por eso solo vota quien demuestra que vive aquí, con el censo o con el código de su carta.' },
    en: { name: 'A park at the old station', subtitle: 'Residents decide', subtitleExtraInfo: 'A vote for verified residents', extract: 'The old station site will become a park with shade, play areas and a school garden.', supportText: 'Do you support the park? To vote, verify that you live in the neighbourhood.', body: 'The council gives the site if the neighbourhood backs it: so only people who show they live here vote, with the census or with the code in their letter.' },
  },
];

export const votingDays = (p: ProjectSeed, now: number) => ({ voting_start: p.voting ? day(p.voting[0], now) : null, voting_end: p.voting ? day(p.voting[1], now) : null });
export const runningDays = (p: ProjectSeed, now: number) => ({ project_start: p.running ? day(p.running[0], now) : null, project_end: p.running ? day(p.running[1], now) : null });
