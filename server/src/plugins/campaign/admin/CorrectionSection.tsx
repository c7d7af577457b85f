import { useState } from 'react';
import { Box, Button, Field, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useMemberLookup, useRequestId } from './member-lookup';
import { dateTime, messageOf } from './api';
import type { MemberAccount } from '../shared/contracts';

type Account = MemberAccount;

const REASONS: Record<string, string> = {
  register: 'Registro',
  completeProfile: 'Perfil completo',
  vote: 'Voto',
  shareProject: 'Proyecto compartido',
  sharePost: 'Noticia compartida',
  referral: 'Invitación',
  participation: 'Participación en un sorteo',
  adjustment: 'Corrección',
  refund: 'Participación anulada',
};
const CORRECT = [{ action: 'api::campaign.correct', subject: null }];

/** Finds a member by e-mail, shows their balance and latest DIDs, and adds or removes DIDs with a reason. */
export function CorrectionSection() {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions, isLoading } = useRBAC(CORRECT);
  const { email, setEmail, account, lookupError, find } = useMemberLookup<Account>('/campaign/members');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const { requestId, renew, changed } = useRequestId();
  const [busy, setBusy] = useState(false);

  if (!isLoading && !allowedActions.canCorrect) {
    return <Typography textColor="neutral600">Tu rol no puede corregir DIDs. Pide el permiso «Corregir DIDs y anular participaciones» a quien administra el panel.</Typography>;
  }

  const parsed = Number(amount);
  const valid = account && Number.isInteger(parsed) && parsed !== 0 && note.trim().length >= 3;
  const send = async () => {
    if (!account || !valid) return;
    setBusy(true);
    try {
      const answer = await post<{ data: { balance: number }; meta: { replayed: boolean } }>('/campaign/corrections', { email: account.email, amount: parsed, note: note.trim(), requestId });
      const saved = answer.data.meta.replayed ? 'Esta corrección ya estaba guardada' : 'Corrección guardada';
      toggleNotification({ type: 'success', message: `${saved}. Saldo de ${account.email}: ${answer.data.data.balance} DIDs.` });
      setAmount('');
      setNote('');
      renew();
      await find(account.email);
    } catch (failure) {
      toggleNotification({ type: 'danger', message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Typography variant="delta" tag="h2">
        Corregir los DIDs de un miembro
      </Typography>
      <Flex gap={2} alignItems="flex-end" tag="form" onSubmit={(event: React.FormEvent) => (event.preventDefault(), void find())}>
        <Field.Root name="email" error={lookupError ?? undefined}>
          <Field.Label>E-mail del miembro</Field.Label>
          <Field.Input type="email" value={email} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)} />
          <Field.Error />
        </Field.Root>
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </Flex>
      {account && (
        <Box background="neutral0" padding={6} hasRadius shadow="tableShadow">
          <Typography variant="beta" tag="h3">
            {[account.firstName, account.lastName].filter(Boolean).join(' ') || account.email}: {account.balance} DIDs
          </Typography>
          <Flex gap={4} alignItems="flex-end" paddingTop={4} paddingBottom={6} wrap="wrap">
            <Field.Root name="amount" hint="Positivo para dar, negativo para quitar. El saldo nunca baja de cero.">
              <Field.Label>DIDs</Field.Label>
              <Field.Input type="number" step={1} value={amount} onChange={(event: React.ChangeEvent<HTMLInputElement>) => changed(setAmount)(event.target.value)} />
              <Field.Hint />
            </Field.Root>
            <Field.Root name="note" hint="El miembro lo verá en su historial como una corrección.">
              <Field.Label>Motivo</Field.Label>
              <Field.Input value={note} maxLength={300} onChange={(event: React.ChangeEvent<HTMLInputElement>) => changed(setNote)(event.target.value)} />
              <Field.Hint />
            </Field.Root>
            <Button onClick={send} loading={busy} disabled={!valid}>
              Guardar la corrección
            </Button>
          </Flex>
          <Table colCount={5} rowCount={account.records.length + 1}>
            <Thead>
              <Tr>
                <Th><Typography variant="sigma">Fecha</Typography></Th>
                <Th><Typography variant="sigma">Motivo</Typography></Th>
                <Th><Typography variant="sigma">DIDs</Typography></Th>
                <Th><Typography variant="sigma">Nota</Typography></Th>
                <Th><Typography variant="sigma">Hecha por</Typography></Th>
              </Tr>
            </Thead>
            <Tbody>
              {account.records.map((record, index) => (
                <Tr key={`${record.date}-${index}`}>
                  <Td><Typography>{dateTime(record.date)}</Typography></Td>
                  <Td><Typography>{REASONS[record.reason] ?? record.reason}</Typography></Td>
                  <Td><Typography>{record.amount > 0 ? `+${record.amount}` : record.amount}</Typography></Td>
                  <Td><Typography>{record.note ?? '—'}</Typography></Td>
                  <Td><Typography>{record.correctedBy ?? '—'}</Typography></Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        </Box>
      )}
    </Flex>
  );
}
