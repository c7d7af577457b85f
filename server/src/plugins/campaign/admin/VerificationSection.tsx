import { useState } from 'react';
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useAuth, useNotification, useRBAC } from '@strapi/strapi/admin';
import { dateTime, messageOf, useCampaignData, useCampaignPost } from './api';
import { printCodeSheet, downloadCodesCsv } from './code-sheet';
import type { CensusUploaded, VerificationOverview } from '../shared/contracts';

type Overview = VerificationOverview;
type Uploaded = CensusUploaded;

const VERIFY = [{ action: 'api::campaign.verify', subject: null }];
const SKIPS: Record<string, string> = {
  documentNumber: 'documento no válido',
  checkLetter: 'letra del DNI/NIE incorrecta',
  birthDate: 'fecha no válida',
  postalCode: 'código postal no válido',
  columns: 'faltan columnas',
};

/**
 * Who may take part: members verified by each way, the census (uploaded as a file, kept only as
 * keyed hashes), invitation codes (made once, printed and downloaded then) and a member's
 * verification revoked with a reason.
 */
export function VerificationSection() {
  const { allowedActions, isLoading } = useRBAC(VERIFY);
  const { data, error, reload } = useCampaignData<Overview>('/campaign/verification');
  if (!isLoading && !allowedActions.canVerify) {
    return <Typography textColor="neutral600">Tu rol no gestiona la verificación. Pide el permiso «Verificación: censo, códigos de invitación y revocaciones» a quien administra el panel.</Typography>;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={8}>
      <Box>
        <Typography variant="delta" tag="h2">
          Miembros verificados
        </Typography>
        {error && <Typography textColor="danger600">{error}</Typography>}
        {data && (
          <Typography tag="p" data-testid="verified-members">
            Por censo: {data.members.census} · por código: {data.members.code} · sin verificar: {data.members.unverified}
          </Typography>
        )}
      </Box>
      <CensusUpload onDone={reload} uploads={data?.uploads ?? []} />
      <InvitationCodes onDone={reload} batches={data?.codeBatches ?? []} />
      <Revocation onDone={reload} />
    </Flex>
  );
}

function CensusUpload({ onDone, uploads }: { onDone: () => void; uploads: Overview['uploads'] }) {
  const token = useAuth('CensusUpload', (state) => state.token);
  const { toggleNotification } = useNotification();
  const [file, setFile] = useState<File | null>(null);
  const [whenUnlisted, setWhenUnlisted] = useState<'keep' | 'revoke'>('keep');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Uploaded | null>(null);

  // The file goes as its bytes, read by the server as it arrives (a city's census is tens of megabytes).
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const response = await fetch(`/campaign/census?whenUnlisted=${whenUnlisted}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
        body: file,
      });
      const body = await response.json();
      if (!response.ok) throw { response: { data: body } };
      setResult(body.data);
      toggleNotification({ type: 'success', message: `Censo cargado: ${body.data.rows} líneas.` });
      onDone();
    } catch (failure) {
      toggleNotification({ type: 'danger', message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="delta" tag="h2">
        Censo
      </Typography>
      <Typography tag="p" textColor="neutral600">
        Un CSV con una columna «documento» (DNI, NIE u otro) y otra «fecha_nacimiento» y, si quieres, «codigo_postal». Se guarda solo una huella cifrada de cada línea, nunca los números.
      </Typography>
      <Flex gap={4} alignItems="flex-end" paddingTop={4} wrap="wrap">
        <Field.Root name="census-file">
          <Field.Label>Archivo del censo</Field.Label>
          <input type="file" accept=".csv,text/csv,text/plain" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field.Root>
        <Field.Root name="census-unlisted" hint="Miembros verificados con una línea que el censo nuevo ya no incluye.">
          <Field.Label>Quien ya no esté en el censo</Field.Label>
          <SingleSelect value={whenUnlisted} onChange={(value: string | number) => setWhenUnlisted(value === 'revoke' ? 'revoke' : 'keep')}>
            <SingleSelectOption value="keep">Sigue verificado</SingleSelectOption>
            <SingleSelectOption value="revoke">Deja de estar verificado</SingleSelectOption>
          </SingleSelect>
          <Field.Hint />
        </Field.Root>
        <Button onClick={upload} loading={busy} disabled={!file}>
          Cargar el censo
        </Button>
      </Flex>
      {result && (
        <Box paddingTop={4}>
          <Typography tag="p">
            {result.rows} líneas cargadas, {result.skipped} saltadas. Miembros que ya no están: {result.membersKept} siguen verificados, {result.membersRevoked} dejan de estarlo.
          </Typography>
          {result.skips.length > 0 && (
            <Typography tag="p" textColor="neutral600">
              Saltadas: {result.skips.map((skip) => `línea ${skip.line} (${SKIPS[skip.reason] ?? skip.reason})`).join(', ')}
              {result.skipped > result.skips.length ? '…' : ''}
            </Typography>
          )}
        </Box>
      )}
      {uploads.length > 0 && (
        <Table colCount={4} rowCount={uploads.length + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Cargado</Typography></Th>
              <Th><Typography variant="sigma">Líneas</Typography></Th>
              <Th><Typography variant="sigma">Ya no incluidos</Typography></Th>
              <Th><Typography variant="sigma">Quién</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {uploads.map((row) => (
              <Tr key={row.documentId}>
                <Td><Typography>{row.completedAt ? dateTime(row.completedAt) : 'sin terminar'}</Typography></Td>
                <Td><Typography>{row.rows} ({row.skipped} saltadas){row.withPostalCodes ? ', con código postal' : ''}</Typography></Td>
                <Td><Typography>{row.whenUnlisted === 'revoke' ? `${row.membersRevoked} dejaron de estar verificados` : `${row.membersKept} siguen verificados`}</Typography></Td>
                <Td><Typography>{row.editor}</Typography></Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Box>
  );
}

function InvitationCodes({ onDone, batches }: { onDone: () => void; batches: Overview['codeBatches'] }) {
  const { busy, send } = useCampaignPost();
  const [count, setCount] = useState('100');
  const [label, setLabel] = useState('');
  const parsed = Number(count);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= 10_000 && label.trim().length > 0;
  const make = () =>
    send('/campaign/codes', { count: parsed, label: label.trim() }, `${parsed} códigos creados: imprímelos o descárgalos ahora, no se vuelven a mostrar.`, (answer) => {
      const made = answer as { data: { batch: { label: string }; codes: string[]; verifyUrl: string } };
      printCodeSheet(made.data.batch.label, made.data.codes, made.data.verifyUrl);
      downloadCodesCsv(made.data.batch.label, made.data.codes, made.data.verifyUrl);
      setLabel('');
      onDone();
    });
  return (
    <Box>
      <Typography variant="delta" tag="h2">
        Códigos de invitación
      </Typography>
      <Typography tag="p" textColor="neutral600">
        Códigos de un solo uso para enviar por carta. Se muestran una única vez: al crearlos se abre la hoja para imprimir y se descarga el CSV.
      </Typography>
      <Flex gap={4} alignItems="flex-end" paddingTop={4} wrap="wrap">
        <Field.Root name="codes-count" hint="De 1 a 10.000.">
          <Field.Label>Cuántos</Field.Label>
          <Field.Input type="number" min={1} max={10000} step={1} value={count} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setCount(event.target.value)} />
          <Field.Hint />
        </Field.Root>
        <Field.Root name="codes-label" hint="Para reconocer el envío (barrio, fecha…).">
          <Field.Label>Nombre del envío</Field.Label>
          <Field.Input value={label} maxLength={120} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setLabel(event.target.value)} />
          <Field.Hint />
        </Field.Root>
        <Button onClick={make} loading={busy} disabled={!valid}>
          Crear los códigos
        </Button>
      </Flex>
      {batches.length > 0 && (
        <Table colCount={4} rowCount={batches.length + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Envío</Typography></Th>
              <Th><Typography variant="sigma">Usados</Typography></Th>
              <Th><Typography variant="sigma">Creado</Typography></Th>
              <Th><Typography variant="sigma">Quién</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {batches.map((batch) => (
              <Tr key={batch.documentId}>
                <Td><Typography>{batch.label ?? '—'}</Typography></Td>
                <Td><Typography>{batch.used} de {batch.count}</Typography></Td>
                <Td><Typography>{dateTime(batch.createdAt)}</Typography></Td>
                <Td><Typography>{batch.editor}</Typography></Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Box>
  );
}

function Revocation({ onDone }: { onDone: () => void }) {
  const { busy, send } = useCampaignPost();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const valid = email.trim().length > 3 && note.trim().length >= 3;
  const revoke = () =>
    send('/campaign/verification/revoke', { email: email.trim(), note: note.trim() }, `${email.trim()} ya no está verificado.`, () => {
      setEmail('');
      setNote('');
      onDone();
    });
  return (
    <Box>
      <Typography variant="delta" tag="h2">
        Revocar una verificación
      </Typography>
      <Typography tag="p" textColor="neutral600">
        Queda guardado con tu nombre y el motivo. La línea del censo o el código que usó queda libre para quien le corresponda.
      </Typography>
      <Flex gap={4} alignItems="flex-end" paddingTop={4} wrap="wrap">
        <Field.Root name="revoke-email">
          <Field.Label>E-mail del miembro</Field.Label>
          <Field.Input type="email" value={email} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)} />
        </Field.Root>
        <Field.Root name="revoke-note">
          <Field.Label>Motivo</Field.Label>
          <Field.Input value={note} maxLength={300} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setNote(event.target.value)} />
        </Field.Root>
        <Button variant="danger" onClick={revoke} loading={busy} disabled={!valid}>
          Revocar
        </Button>
      </Flex>
    </Box>
  );
}
