import { useState } from 'react';
import { Box, Button, Field, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useRBAC } from '@strapi/strapi/admin';
import { useMemberLookup, useRequestId } from './member-lookup';
import { dateTime, useCampaignPost } from './api';
import type { PremiumAccount } from '../shared/contracts';

const GIFT_STATES: Record<string, string> = { pending: 'Sin pagar', paid: 'Pagado, sin aplicar', redeemed: 'Aplicado', ended: 'Terminado' };
const SUBSCRIPTION_STATES: Record<string, string> = { pending: 'Sin pagar', active: 'Activa', past_due: 'Pago fallido', cancelled: 'Cancelada', expired: 'Caducada', duplicate: 'Duplicada' };
const CORRECT = [{ action: 'api::campaign.correct', subject: null }];

/**
 * Premium of one address: what gives it (subscriptions, gifts, courtesies), an editor's courtesy of
 * days of Premium, and a paid gift's mail sent again. Each action asks for a reason and is recorded
 * with the editor's name; nothing here can make or change a payment.
 */
export function PremiumSection() {
  const { allowedActions, isLoading } = useRBAC(CORRECT);
  const { busy, send } = useCampaignPost();
  const { email, setEmail, account, lookupError, find } = useMemberLookup<PremiumAccount>('/campaign/premium');
  const [days, setDays] = useState('30');
  const [note, setNote] = useState('');
  const { requestId, renew, changed } = useRequestId();

  if (!isLoading && !allowedActions.canCorrect) {
    return <Typography textColor="neutral600">Tu rol no puede ayudar con Premium. Pide el permiso «Corregir DIDs y anular participaciones» a quien administra el panel.</Typography>;
  }

  const parsedDays = Number(days);
  const reasoned = note.trim().length >= 3;
  const done = () => {
    setNote('');
    renew();
    if (account) void find(account.email);
  };
  const extend = () =>
    account && send('/campaign/premium', { email: account.email, days: parsedDays, note: note.trim(), requestId }, `Premium ampliado ${parsedDays} días para ${account.email}.`, done);
  const resend = (gift: string) => send(`/campaign/gifts/${gift}/resend`, { note: note.trim(), requestId }, 'Regalo enviado de nuevo.', done);

  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Typography variant="delta" tag="h2">
        Premium y regalos de un correo
      </Typography>
      <Flex gap={2} alignItems="flex-end" tag="form" onSubmit={(event: React.FormEvent) => (event.preventDefault(), void find())}>
        <Field.Root name="premium-email" error={lookupError ?? undefined}>
          <Field.Label>E-mail del miembro o del regalo</Field.Label>
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
            {account.member ? `${[account.member.firstName, account.member.lastName].filter(Boolean).join(' ') || account.email}: ${account.member.premium ? 'Premium' : 'sin Premium'}` : `${account.email}: aún sin cuenta`}
          </Typography>
          <Flex gap={4} alignItems="flex-end" paddingTop={4} paddingBottom={6} wrap="wrap">
            <Field.Root name="premium-note" hint="Queda guardado con tu nombre. El miembro no lo ve.">
              <Field.Label>Motivo</Field.Label>
              <Field.Input value={note} maxLength={300} onChange={(event: React.ChangeEvent<HTMLInputElement>) => changed(setNote)(event.target.value)} />
              <Field.Hint />
            </Field.Root>
            {account.member && (
              <>
                <Field.Root name="premium-days" hint="De 1 a 366 días, después del Premium de regalo que ya tenga.">
                  <Field.Label>Días de Premium</Field.Label>
                  <Field.Input type="number" step={1} min={1} max={366} value={days} onChange={(event: React.ChangeEvent<HTMLInputElement>) => changed(setDays)(event.target.value)} />
                  <Field.Hint />
                </Field.Root>
                <Button onClick={extend} loading={busy} disabled={!reasoned || !Number.isInteger(parsedDays) || parsedDays < 1 || parsedDays > 366}>
                  Ampliar Premium
                </Button>
              </>
            )}
          </Flex>
          <Typography variant="delta" tag="h4">
            Regalos a este correo
          </Typography>
          <Table colCount={5} rowCount={account.gifts.length + 1}>
            <Thead>
              <Tr>
                <Th><Typography variant="sigma">Comprado</Typography></Th>
                <Th><Typography variant="sigma">Estado</Typography></Th>
                <Th><Typography variant="sigma">Premium hasta</Typography></Th>
                <Th><Typography variant="sigma">Dado por</Typography></Th>
                <Th><Typography variant="sigma">Acción</Typography></Th>
              </Tr>
            </Thead>
            <Tbody>
              {account.gifts.map((gift) => (
                <Tr key={gift.documentId}>
                  <Td><Typography>{dateTime(gift.boughtAt)}</Typography></Td>
                  <Td><Typography>{GIFT_STATES[gift.state] ?? gift.state}</Typography></Td>
                  <Td><Typography>{dateTime(gift.premiumUntil)}</Typography></Td>
                  <Td><Typography>{gift.grantedBy ?? 'Pagado'}</Typography></Td>
                  <Td>
                    {gift.state === 'paid' ? (
                      <Button size="S" variant="tertiary" onClick={() => resend(gift.documentId)} loading={busy} disabled={!reasoned}>
                        Enviar de nuevo
                      </Button>
                    ) : (
                      <Typography textColor="neutral600">—</Typography>
                    )}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
          {account.subscriptions.length > 0 && (
            <Box paddingTop={6}>
              <Typography variant="delta" tag="h4">
                Suscripciones
              </Typography>
              <Table colCount={4} rowCount={account.subscriptions.length + 1}>
                <Thead>
                  <Tr>
                    <Th><Typography variant="sigma">Estado</Typography></Th>
                    <Th><Typography variant="sigma">Desde</Typography></Th>
                    <Th><Typography variant="sigma">Pagada hasta</Typography></Th>
                    <Th><Typography variant="sigma">Devuelta</Typography></Th>
                  </Tr>
                </Thead>
                <Tbody>
                  {account.subscriptions.map((subscription) => (
                    <Tr key={subscription.documentId}>
                      <Td><Typography>{SUBSCRIPTION_STATES[subscription.state] ?? subscription.state}{subscription.endsAtPeriodEnd ? ' (termina al acabar el periodo)' : ''}</Typography></Td>
                      <Td><Typography>{dateTime(subscription.activatedAt)}</Typography></Td>
                      <Td><Typography>{dateTime(subscription.paidUntil)}</Typography></Td>
                      <Td><Typography>{dateTime(subscription.refundedAt)}</Typography></Td>
                    </Tr>
                  ))}
                </Tbody>
              </Table>
            </Box>
          )}
          {account.courtesies.length > 0 && (
            <Box paddingTop={6}>
              <Typography variant="delta" tag="h4">
                Lo que hizo el equipo
              </Typography>
              <Table colCount={4} rowCount={account.courtesies.length + 1}>
                <Thead>
                  <Tr>
                    <Th><Typography variant="sigma">Fecha</Typography></Th>
                    <Th><Typography variant="sigma">Qué</Typography></Th>
                    <Th><Typography variant="sigma">Motivo</Typography></Th>
                    <Th><Typography variant="sigma">Quién</Typography></Th>
                  </Tr>
                </Thead>
                <Tbody>
                  {account.courtesies.map((courtesy, index) => (
                    <Tr key={`${courtesy.date}-${index}`}>
                      <Td><Typography>{dateTime(courtesy.date)}</Typography></Td>
                      <Td><Typography>{courtesy.kind === 'premiumExtended' ? `Premium ampliado ${courtesy.days} días` : 'Regalo enviado de nuevo'}</Typography></Td>
                      <Td><Typography>{courtesy.note}</Typography></Td>
                      <Td><Typography>{courtesy.editor}</Typography></Td>
                    </Tr>
                  ))}
                </Tbody>
              </Table>
            </Box>
          )}
        </Box>
      )}
    </Flex>
  );
}
