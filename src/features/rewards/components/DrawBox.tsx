import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { TIME_ZONE } from '../../../lib/dates';
import { drawPath, drawQueryOptions, memberDrawQueryOptions, ticketsPath, type Draw, type MemberDraw } from '../draw-api';

const ticketCountOf = (draw: Draw) => draw.ticketCount ?? draw.tickets?.length ?? 0;

/**
 * The reward's draw: when it happens and for how many prizes, the member's result once it is done,
 * and what anyone needs to check it (the commitment before, the seed and the tickets after).
 * Nothing shows while it cannot be read: the participation above it does not depend on it.
 */
export function DrawBox({ rewardId, userId }: { rewardId: string; userId: number }) {
  const { _, i18n } = useLingui();
  const { data: draw } = useQuery(drawQueryOptions(rewardId));
  const { data: mine } = useQuery(memberDrawQueryOptions(userId, rewardId));
  if (!draw) return null;
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
  const drawn = draw.status === 'drawn';
  return (
    <section className="draw" aria-labelledby="draw-title">
      <h2 id="draw-title">{_('draw.title')}</h2>
      {drawn ? (
        <p>{_('draw.done', { date: date(draw.drawnAt ?? draw.drawAt) })}</p>
      ) : (
        <p>{_('draw.when', { date: date(draw.drawAt), prizes: draw.prizes })}</p>
      )}
      {mine && <MemberResult mine={mine} drawn={drawn} />}
      {drawn && ticketCountOf(draw) === 0 && <p>{_('draw.noEntries')}</p>}
      {drawn && (draw.winningTickets ?? []).length > 0 && <p>{_('draw.winningTickets', { tickets: draw.winningTickets!.join(', ') })}</p>}
      <DrawProof draw={draw} />
    </section>
  );
}

function MemberResult({ mine, drawn }: { mine: MemberDraw; drawn: boolean }) {
  const { _ } = useLingui();
  if (mine.result === 'won') return <p className="draw__result draw__result--won">{_('draw.mine.won')}</p>;
  if (mine.result === 'lost') return <p className="draw__result">{_('draw.mine.lost')}</p>;
  if (drawn || !mine.entered) return null;
  return (
    <p className="draw__result">
      {mine.tickets
        ? _('draw.mine.tickets', { count: mine.tickets.length, tickets: mine.tickets.join(', '), pseudonym: mine.pseudonym })
        : _('draw.mine.entered', { pseudonym: mine.pseudonym })}
    </p>
  );
}

/** The commit–reveal data, folded away: most members never open it, anyone can. */
function DrawProof({ draw }: { draw: Draw }) {
  const { _ } = useLingui();
  return (
    <details className="draw__proof">
      <summary>{_('draw.proof.title')}</summary>
      <p>{_('draw.proof.how')}</p>
      <dl>
        <dt>{_('draw.proof.commitment')}</dt>
        <dd>
          <code className="draw__hash">{draw.commitment}</code>
        </dd>
        {draw.beacon && (
          <>
            <dt>{_('draw.proof.beacon')}</dt>
            <dd>
              <code className="draw__hash">
                {draw.beacon.url} #{draw.beacon.round}
              </code>
            </dd>
          </>
        )}
        {draw.ticketsHash && (
          <>
            <dt>{_('draw.proof.tickets', { count: ticketCountOf(draw) })}</dt>
            <dd>
              <code className="draw__hash">{draw.ticketsHash}</code>
            </dd>
          </>
        )}
        {draw.seed && (
          <>
            <dt>{_('draw.proof.seed')}</dt>
            <dd>
              <code className="draw__hash">{draw.seed}</code>
            </dd>
          </>
        )}
      </dl>
      {draw.tickets && draw.tickets.length > 0 && <TicketList tickets={draw.tickets} winners={draw.winningTickets ?? []} />}
      <p>
        <a href={drawPath(draw.rewardId)} download={`draw-${draw.rewardId}.json`}>
          {_('draw.proof.data')}
        </a>
      </p>
      {draw.ticketsHash && (
        <p>
          <a href={ticketsPath(draw.rewardId)} download={`draw-${draw.rewardId}-tickets.txt`}>
            {_('draw.proof.ticketsDownload', { count: ticketCountOf(draw) })}
          </a>
        </p>
      )}
    </details>
  );
}

/** The frozen list: ticket n, its holder's pseudonym, the winners marked. Folded: it can be long. */
function TicketList({ tickets, winners }: { tickets: string[]; winners: number[] }) {
  const { _ } = useLingui();
  const won = new Set(winners);
  return (
    <details className="draw__list">
      <summary>{_('draw.proof.list', { count: tickets.length })}</summary>
      <ol className="draw__tickets">
        {tickets.map((holder, index) => (
          <li key={index} className={won.has(index + 1) ? 'draw__ticket draw__ticket--won' : 'draw__ticket'}>
            <code>{holder}</code>
            {won.has(index + 1) && <span> · {_('draw.proof.winner')}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
