/**
 * How the neighbourhood voted on each demo project whose voting has closed: so many votes, so many of
 * them in favour (on a lookwhat project, for option 2). Realistic splits, none 50/50 or unanimous:
 * one close result (rutas) and one lookwhat project decided by its named options (murales).
 */
export type VoteHistory = { votes: number; positive: number };

export const VOTE_HISTORY: Readonly<Record<string, VoteHistory>> = {
  rutas: { votes: 137, positive: 72 }, // 53 % in favour: a close result
  banco: { votes: 212, positive: 186 },
  refugio: { votes: 164, positive: 129 },
  solar: { votes: 245, positive: 203 },
  bicis: { votes: 98, positive: 70 },
  murales: { votes: 126, positive: 78 }, // "El bosque" (option 2) 62 %, "El mar" 38 %
  piscina: { votes: 151, positive: 97 }, // the neighbourhood said yes; the technical survey said no
};

/**
 * The demo's past draw: the Alcázar tickets, the reward of «Rutas accesibles», entered by some of that
 * project's voters with the DIDs their votes earned, so its draw has tickets, winners and a list to check.
 */
export const PAST_DRAW = { reward: 'entradas', project: 'rutas', entrants: 41 } as const;

/** The demo's voters: enough for the largest project's votes, each voting on a few projects. */
export const DEMO_VOTER_COUNT = 260;

/** Their addresses: a reserved domain (RFC 2606's .test), never delivered, and how the seed finds them again. */
export const DEMO_VOTER_DOMAIN = 'vecindario.chispa.test';
export const demoVoterEmail = (index: number) => `vecino-${String(index + 1).padStart(3, '0')}@${DEMO_VOTER_DOMAIN}`;

const FIRST_NAMES = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Carmen', 'Pablo', 'Aitana', 'Álvaro', 'Nerea', 'Javier', 'Inés', 'Youssef', 'Rocío', 'Iker', 'Fátima', 'Jordi', 'Marta', 'Sergio', 'Ainhoa', 'Raúl'];
const LAST_NAMES = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Ruiz', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Gil', 'Vázquez', 'Serrano', 'Ramos', 'Blanco', 'Molina', 'Castro', 'Ortiz'];
const CITIES = ['Barcelona', 'Madrid', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza', 'Alicante', 'Castellón'];

/** A voter's name and city: plain, varied, the same for the same index. */
export function demoVoterProfile(index: number) {
  return {
    firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[(index * 7) % LAST_NAMES.length]!,
    city: CITIES[(index * 5) % CITIES.length]!,
  };
}

/** A small seeded generator (mulberry32): the same demo every time, with no dependency. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Where in its voting window a vote falls, as a share of the window (0 ≤ share < 1): most votes in the first
 * days after the opening and a rush before the close, a steady trickle between.
 */
export function voteMoment(random: () => number): number {
  const kind = random();
  const u = random();
  const share = kind < 0.45 ? u ** 2.2 : kind < 0.75 ? 1 - u ** 2.2 : u;
  return Math.min(share, 0.9999);
}
