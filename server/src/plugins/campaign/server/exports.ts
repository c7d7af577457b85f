import type { CsvValue } from './csv';
import { cellsOf, inPages, type CsvSheet } from './csv-stream';
import type { projectDays, projectTallies } from './projects';
import type { rewardFigures } from './rewards';
import type { rewardWinners } from './lists';
import type { EntryRow, SignUpList, SignUpRow } from '../shared/contracts';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

const STAGES: Record<string, string> = { committed: 'abierto', frozen: 'papeletas cerradas', drawn: 'sorteado' };

/**
 * Votes per project: the headers say support/oppose, which a lookwhat project reads as option 2/option 1;
 * its options' names close the row (empty for the other types).
 */
export const projectsCsv = (projects: Rows<typeof projectTallies>): CsvSheet => ({
  headers: [
    'Proyecto', 'Tipo', 'Estado', 'Publicado', 'Inicio de la votación', 'Fin de la votación', 'A favor (u opción 2)', 'En contra (u opción 1)', 'Votos',
    'Verificados a favor (u opción 2)', 'Verificados en contra (u opción 1)', 'Votos verificados', 'Opción 1 (lookwhat)', 'Opción 2 (lookwhat)',
  ],
  pages: cellsOf(inPages(projects), (p) => [
    p.name, p.type, p.status, p.published, p.votingStart, p.votingEnd, p.positive, p.negative, p.total, p.verified.positive, p.verified.negative, p.verified.total,
    p.options?.option1 ?? '', p.options?.option2 ?? '',
  ]),
});

export const projectDaysCsv = (days: Rows<typeof projectDays>): CsvSheet => ({
  headers: ['Día (hora de Madrid)', 'A favor (u opción 2)', 'En contra (u opción 1)', 'Votos'],
  pages: cellsOf(inPages(days), (d) => [d.day, d.positive, d.negative, d.total]),
});

export const rewardsCsv = (rewards: Rows<typeof rewardFigures>): CsvSheet => ({
  headers: ['Premio', 'Proyecto', 'Coste en DIDs', 'Participaciones', 'DIDs gastados', 'Inscripciones', 'Papeletas', 'Premios', 'Sorteo'],
  pages: cellsOf(inPages(rewards), (r) => [r.title, r.project?.name ?? '', r.cost, r.entries, r.didsSpent, r.signUps, r.tickets, r.prizes, STAGES[r.draw?.stage ?? ''] ?? 'sin compromiso']),
});

const MEMBER = ['Nombre', 'Apellidos', 'E-mail'];
const memberCells = (m: { firstName: string | null; lastName: string | null; email: string | null }): CsvValue[] => [m.firstName, m.lastName, m.email];
/** How the row's member is verified now (shared/spec/decisions.md, "Trust, eligibility and money"). */
const VERIFICATION: Record<string, string> = { census: 'censo', code: 'código de invitación' };
const verificationCell = (m: { verification?: string | null; email: string | null }): CsvValue => (m.email === null ? 'cuenta borrada' : (VERIFICATION[m.verification ?? ''] ?? 'sin verificar'));

/** A reward's entries, streamed from the database a page at a time. */
export const entriesCsv = (pages: AsyncIterable<EntryRow[]>): CsvSheet => ({
  headers: ['Fecha', ...MEMBER, 'Verificación', 'Papeletas', 'DIDs', 'Idioma'],
  pages: cellsOf(pages, (e) => [e.date, ...memberCells(e.member), verificationCell(e.member), e.tickets, e.dids, e.locale]),
});

/** One column per question, headed by its Spanish label; the sign-ups streamed a page at a time. */
export const signUpsCsv = ({ questions, pages }: { questions: SignUpList['questions']; pages: AsyncIterable<SignUpRow[]> }): CsvSheet => ({
  headers: ['Fecha', ...MEMBER, 'Verificación', ...questions.map((q) => q.label), 'Idioma'],
  pages: cellsOf(pages, (s) => [s.date, ...memberCells(s.member), verificationCell(s.member), ...questions.map((q) => s.answers[q.key] as CsvValue), s.locale]),
});

export const winnersCsv = (winners: Rows<typeof rewardWinners>): CsvSheet => ({
  headers: [...MEMBER, 'Teléfono', 'Sorteado el'],
  pages: cellsOf(inPages(winners), (w) => [...memberCells(w.member), w.phone, w.drawnAt]),
});
