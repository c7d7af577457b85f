import type { CsvValue } from './csv';
import type { projectDays, projectTallies } from './projects';
import type { rewardFigures } from './rewards';
import type { rewardEntries, rewardSignUps, rewardWinners } from './lists';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;
type Sheet = { headers: string[]; rows: CsvValue[][] };

const STAGES: Record<string, string> = { committed: 'abierto', frozen: 'papeletas cerradas', drawn: 'sorteado' };

/** Votes per project: the headers say support/oppose, which a lookwhat project reads as option 2/option 1. */
export const projectsCsv = (projects: Rows<typeof projectTallies>): Sheet => ({
  headers: [
    'Proyecto', 'Tipo', 'Estado', 'Publicado', 'Inicio de la votación', 'Fin de la votación', 'A favor (u opción 2)', 'En contra (u opción 1)', 'Votos',
    'Verificados a favor (u opción 2)', 'Verificados en contra (u opción 1)', 'Votos verificados',
  ],
  rows: projects.map((p) => [p.name, p.type, p.status, p.published, p.votingStart, p.votingEnd, p.positive, p.negative, p.total, p.verified.positive, p.verified.negative, p.verified.total]),
});

export const projectDaysCsv = (days: Rows<typeof projectDays>): Sheet => ({
  headers: ['Día (hora de Madrid)', 'A favor (u opción 2)', 'En contra (u opción 1)', 'Votos'],
  rows: days.map((d) => [d.day, d.positive, d.negative, d.total]),
});

export const rewardsCsv = (rewards: Rows<typeof rewardFigures>): Sheet => ({
  headers: ['Premio', 'Proyecto', 'Coste en DIDs', 'Participaciones', 'DIDs gastados', 'Inscripciones', 'Papeletas', 'Premios', 'Sorteo'],
  rows: rewards.map((r) => [r.title, r.project?.name ?? '', r.cost, r.entries, r.didsSpent, r.signUps, r.tickets, r.prizes, STAGES[r.draw?.stage ?? ''] ?? 'sin compromiso']),
});

const MEMBER = ['Nombre', 'Apellidos', 'E-mail'];
const memberCells = (m: { firstName: string | null; lastName: string | null; email: string | null }): CsvValue[] => [m.firstName, m.lastName, m.email];
/** How the row's member is verified now (shared/spec/decisions.md, "Trust, eligibility and money"). */
const VERIFICATION: Record<string, string> = { census: 'censo', code: 'código de invitación' };
const verificationCell = (m: { verification?: string | null; email: string | null }): CsvValue => (m.email === null ? 'cuenta borrada' : (VERIFICATION[m.verification ?? ''] ?? 'sin verificar'));

export const entriesCsv = (entries: Rows<typeof rewardEntries>): Sheet => ({
  headers: ['Fecha', ...MEMBER, 'Verificación', 'Papeletas', 'DIDs', 'Idioma'],
  rows: entries.map((e) => [e.date, ...memberCells(e.member), verificationCell(e.member), e.tickets, e.dids, e.locale]),
});

/** One column per question, headed by its Spanish label. */
export const signUpsCsv = ({ signUps, questions }: Awaited<ReturnType<typeof rewardSignUps>>): Sheet => ({
  headers: ['Fecha', ...MEMBER, 'Verificación', ...questions.map((q) => q.label), 'Idioma'],
  rows: signUps.map((s) => [s.date, ...memberCells(s.member), verificationCell(s.member), ...questions.map((q) => s.answers[q.key] as CsvValue), s.locale]),
});

export const winnersCsv = (winners: Rows<typeof rewardWinners>): Sheet => ({
  headers: [...MEMBER, 'Teléfono', 'Sorteado el'],
  rows: winners.map((w) => [...memberCells(w.member), w.phone, w.drawnAt]),
});
