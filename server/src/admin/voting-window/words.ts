import { startOfMadridDay, TIME_ZONE, votingClosesAt } from '../../lib/madrid-time';

const MINUTE_MS = 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "1 may 2026, 00:00": the editors' language, Madrid's clock (lib/madrid-time.ts). */
const moment = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });

type Fields = { voting_start?: unknown; voting_end?: unknown; project_type?: unknown; currentstatus?: unknown };

/**
 * What the edit view says beside a project's voting dates: the first and the last moment members can
 * vote, read by the very rule the server applies (isVotingOpen: from the start of the start day to the
 * start of the day before the end day, Madrid time). The last moment is shown as the minute before the
 * close, "23:59" of the last voting day.
 */
export function votingWindowWords({ voting_start, voting_end, project_type, currentstatus }: Fields): string[] {
  if (project_type === 'form') return ['Un proyecto «form» no se vota: las inscripciones van de la fecha de inicio a la de fin de su premio.'];
  if (typeof voting_start !== 'string' || !DAY.test(voting_start) || typeof voting_end !== 'string' || !DAY.test(voting_end)) {
    return ['Sin fecha de inicio y de fin de la votación, no se puede votar.'];
  }
  const opens = startOfMadridDay(voting_start);
  const closes = votingClosesAt(voting_end);
  const words =
    closes <= opens
      ? [`Con estas fechas no se puede votar: la votación cerraría (${moment.format(closes)}) antes de abrir (${moment.format(opens)}). El fin debe ser al menos dos días después del inicio.`]
      : [
          `Se puede votar desde el ${moment.format(opens)} hasta el ${moment.format(closes - MINUTE_MS)} (hora de Madrid).`,
          'El día de fin no se incluye, ni el anterior: la votación cierra cuando queda menos de un día entero antes del día de fin.',
        ];
  if (currentstatus !== 'published') words.push('Solo se vota con el estado «published».');
  return words;
}
