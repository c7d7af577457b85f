import { useState } from 'react';
import { Box, Button, Field, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useRBAC } from '@strapi/strapi/admin';
import { dateTime, fullName, useCampaignData, useCampaignPage, useCampaignPost, type EntryRow, type Member, type RewardRow, type SignUpList, type WinnerRow } from './api';
import { Pager } from './Pager';
import { ListHeader } from './ListHeader';
import { ListState } from './ListState';

const CORRECT = [{ action: 'api::campaign.correct', subject: null }];

/** One reward's lists: its DIDs entries (each cancellable until the draw's freeze), its sign-ups and, once drawn, its winners. */
export function RewardDetail({ reward, onChange }: { reward: RewardRow; onChange: () => void }) {
  const base = `/campaign/rewards/${reward.documentId}`;
  // Entries and sign-ups a page at a time: a city's draw holds a million (issue 51).
  const entries = useCampaignPage<EntryRow[]>(`${base}/entries`, { live: true });
  const signUpList = useCampaignPage<SignUpList>(`${base}/sign-ups`, { live: true });
  const winners = useCampaignData<WinnerRow[]>(reward.draw?.stage === 'drawn' ? `${base}/winners` : null);
  const { allowedActions } = useRBAC(CORRECT);
  const cancellable = allowedActions.canCorrect && (!reward.draw || reward.draw.stage === 'committed');
  const signUps = { data: signUpList.data?.signUps ?? null, error: signUpList.error };
  const questions = signUpList.data?.questions ?? [];

  return (
    <Flex direction="column" alignItems="stretch" gap={8} paddingTop={4}>
      {reward.draw?.stage === 'drawn' && (
        <Box>
          <ListHeader title="Ganadores" count={winners.data?.length} csvPath={`${base}/winners`} csvName="ganadores.csv" />
          <PrizeDelivery reward={reward} canMark={Boolean(allowedActions.canCorrect)} onDone={onChange} />
          <ListState data={winners.data} error={winners.error} empty="El sorteo no tuvo papeletas.">
            <Table colCount={3} rowCount={(winners.data?.length ?? 0) + 1}>
              <Thead>
                <Tr>
                  <Th><Typography variant="sigma">Nombre</Typography></Th>
                  <Th><Typography variant="sigma">E-mail</Typography></Th>
                  <Th><Typography variant="sigma">Teléfono</Typography></Th>
                </Tr>
              </Thead>
              <Tbody>
                {winners.data?.map((winner) => (
                  <Tr key={winner.member.email ?? ''}>
                    <Td><Typography>{fullName(winner.member)}</Typography></Td>
                    <Td><Typography>{winner.member.email}</Typography></Td>
                    <Td><Typography>{winner.phone ?? '—'}</Typography></Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </ListState>
        </Box>
      )}
      <Box>
        <ListHeader title="Participaciones con DIDs" count={entries.page?.total} csvPath={`${base}/entries`} csvName="participaciones.csv" />
        <ListState data={entries.data} error={entries.error} empty="Nadie ha participado con DIDs todavía.">
          <Table colCount={5} rowCount={(entries.data?.length ?? 0) + 1}>
            <Thead>
              <Tr>
                <Th><Typography variant="sigma">Fecha</Typography></Th>
                <Th><Typography variant="sigma">Miembro</Typography></Th>
                <Th><Typography variant="sigma">Papeletas</Typography></Th>
                <Th><Typography variant="sigma">DIDs</Typography></Th>
                <Th><Typography variant="sigma">Anular</Typography></Th>
              </Tr>
            </Thead>
            <Tbody>
              {entries.data?.map((entry) => (
                <Tr key={entry.documentId}>
                  <Td><Typography>{dateTime(entry.date)}</Typography></Td>
                  <Td>
                    <MemberCell member={entry.member} />
                  </Td>
                  <Td><Typography>{entry.tickets}</Typography></Td>
                  <Td><Typography>{entry.dids}</Typography></Td>
                  <Td>
                    {cancellable ? (
                      <CancelEntry entry={entry} onDone={() => (void entries.reload(), onChange())} />
                    ) : (
                      <Typography textColor="neutral600">{reward.draw?.stage === 'committed' || !reward.draw ? '—' : 'Papeletas cerradas'}</Typography>
                    )}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
          <Pager page={entries.page} first={entries.first} shown={entries.data?.length ?? 0} toPrevious={entries.toPrevious} toNext={entries.toNext} />
        </ListState>
      </Box>
      <Box>
        <ListHeader title="Inscripciones del formulario" count={signUpList.page?.total} csvPath={`${base}/sign-ups`} csvName="inscripciones.csv" />
        <ListState data={signUps.data} error={signUps.error} empty="Nadie se ha inscrito todavía.">
          <Table colCount={questions.length + 2} rowCount={(signUps.data?.length ?? 0) + 1}>
            <Thead>
              <Tr>
                <Th><Typography variant="sigma">Fecha</Typography></Th>
                <Th><Typography variant="sigma">Miembro</Typography></Th>
                {questions.map((question) => (
                  <Th key={question.key}><Typography variant="sigma">{question.label}</Typography></Th>
                ))}
              </Tr>
            </Thead>
            <Tbody>
              {signUps.data?.map((signUp) => (
                <Tr key={signUp.documentId}>
                  <Td><Typography>{dateTime(signUp.date)}</Typography></Td>
                  <Td>
                    <MemberCell member={signUp.member} />
                  </Td>
                  {questions.map((question) => (
                    <Td key={question.key}><Typography>{answerText(signUp.answers[question.key])}</Typography></Td>
                  ))}
                </Tr>
              ))}
            </Tbody>
          </Table>
          <Pager page={signUpList.page} first={signUpList.first} shown={signUps.data?.length ?? 0} toPrevious={signUpList.toPrevious} toNext={signUpList.toNext} />
        </ListState>
      </Box>
    </Flex>
  );
}

function MemberCell({ member }: { member: Member }) {
  return (
    <Flex direction="column" alignItems="flex-start">
      <Typography>{fullName(member)}</Typography>
      <Typography variant="pi" textColor="neutral600">
        {member.email}
        {member.verification ? ` · verificado por ${member.verification === 'census' ? 'censo' : 'código'}` : member.email ? ' · sin verificar' : ''}
      </Typography>
    </Flex>
  );
}

const answerText = (value: unknown) => (value === true ? 'sí' : value === false ? 'no' : value === null || value === undefined ? '—' : String(value));

/** Cancelling asks why (the member reads it in their history); the server refunds and removes the tickets. */
function CancelEntry({ entry, onDone }: { entry: EntryRow; onDone: () => void }) {
  const { busy, send } = useCampaignPost();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  if (!asking)
    return (
      <Button variant="danger-light" size="S" onClick={() => setAsking(true)}>
        Anular
      </Button>
    );
  const confirm = () =>
    send(`/campaign/entries/${entry.documentId}/cancel`, { note: note.trim() }, `Participación anulada: ${entry.dids} DIDs devueltos a ${entry.member.email}.`, onDone);
  return (
    <Flex gap={2} alignItems="flex-end">
      <Field.Root name="note" hint="El miembro lo leerá en su historial.">
        <Field.Label>Motivo</Field.Label>
        <Field.Input value={note} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setNote(event.target.value)} maxLength={300} />
      </Field.Root>
      <Button variant="danger" size="S" onClick={confirm} loading={busy} disabled={note.trim().length < 3}>
        Confirmar
      </Button>
      <Button variant="tertiary" size="S" onClick={() => setAsking(false)}>
        No anular
      </Button>
    </Flex>
  );
}

/**
 * Once the prizes are delivered the winners' contact kept on the draw is erased (privacy policy):
 * the editor says so here, after confirming.
 */
function PrizeDelivery({ reward, canMark, onDone }: { reward: RewardRow; canMark: boolean; onDone: () => void }) {
  const { busy, send } = useCampaignPost();
  const [asking, setAsking] = useState(false);
  const deliveredAt = reward.draw?.prizesDeliveredAt;
  if (deliveredAt)
    return (
      <Typography tag="p" textColor="neutral600">
        Premios entregados ({dateTime(deliveredAt)}): el contacto de los ganadores guardado en el sorteo ya se ha borrado.
      </Typography>
    );
  if (!canMark) return null;
  if (!asking)
    return (
      <Button variant="secondary" size="S" onClick={() => setAsking(true)}>
        Marcar los premios como entregados
      </Button>
    );
  const confirm = () =>
    send(`/campaign/rewards/${reward.documentId}/delivered`, {}, 'Premios marcados como entregados. El contacto de los ganadores se ha borrado del sorteo.', onDone);
  return (
    <Flex gap={2} alignItems="center" wrap="wrap">
      <Typography>¿Ya se han entregado todos los premios? Se borrará el contacto de los ganadores guardado en el sorteo.</Typography>
      <Button variant="default" size="S" onClick={confirm} loading={busy}>
        Sí, entregados
      </Button>
      <Button variant="tertiary" size="S" onClick={() => setAsking(false)}>
        Todavía no
      </Button>
    </Flex>
  );
}
