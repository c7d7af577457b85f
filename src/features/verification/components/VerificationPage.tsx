import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { FieldFrame } from '../../../components/ui/FieldFrame';
import { FormError } from '../../../components/ui/FormError';
import { HELD_FOR_VERIFICATION, resendFailed } from '../../../offline/outbox/resend';
import { announceChange, sendNow } from '../../../offline/page/page-outbox';
import { verificationFailure, verificationQueryOptions, verifyWithCensus, verifyWithCode } from '../api';
import { codeAsTyped } from '../rules';

type Outcome = { kind: 'verified'; resent: number } | { kind: 'failed'; key: string } | null;

/**
 * /verify: how the member proves who they are, as the organiser offers it (shared/spec/decisions.md,
 * "Trust, eligibility and money"): their document number and birth date, matched against the census
 * (only a keyed hash of them is kept), or the invitation code of their letter. Once verified, what
 * the server refused them for want of it goes again from their outbox.
 */
export function VerificationPage({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(verificationQueryOptions(userId));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  async function prove(send: () => Promise<unknown>) {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await send();
      // Every member query may change: the votes and entries it allows, the DIDs it released.
      await queryClient.invalidateQueries({ queryKey: ['member', userId] });
      const resent = await resendFailed(userId, (entry) => entry.code === HELD_FOR_VERIFICATION);
      if (resent > 0) {
        announceChange();
        void sendNow();
      }
      setOutcome({ kind: 'verified', resent });
    } catch (error) {
      setOutcome({ kind: 'failed', key: await verificationFailure(error) });
    } finally {
      setSending(false);
    }
  }

  if (isPending) return <p className="page muted">{_('verification.loading')}</p>;
  if (isError) {
    return (
      <section className="page page--narrow">
        <FormError messageId="verification.errors.generic" />
        <button type="button" className="button" onClick={() => void refetch()}>
          {_('verification.retry')}
        </button>
      </section>
    );
  }
  const since = data.verifiedAt ? i18n.date(new Date(data.verifiedAt), { dateStyle: 'long', timeZone: 'Europe/Madrid' }) : null;
  return (
    <section className="page page--narrow verification">
      <h1>{_('pages.verification.title')}</h1>
      <p className="muted">{_('verification.why')}</p>
      <p role="status">
        {data.method ? _(data.method === 'census' ? 'verification.status.census' : 'verification.status.code', { date: since ?? '' }) : _('verification.status.none')}
      </p>
      {outcome?.kind === 'verified' && (
        <p className="alert alert--success" role="status">
          {_('verification.done')} {outcome.resent > 0 && _('verification.resent', { count: outcome.resent })}
        </p>
      )}
      <FormError messageId={outcome?.kind === 'failed' ? outcome.key : null} />
      {data.offered.census && data.method !== 'census' && <CensusForm postalCode={data.offered.postalCode} sending={sending} onSend={(answer) => void prove(() => verifyWithCensus(answer))} />}
      {data.offered.code && data.method !== 'code' && <CodeForm sending={sending} onSend={(code) => void prove(() => verifyWithCode(code))} />}
      {!data.offered.census && !data.offered.code && <p>{_('verification.noneOffered')}</p>}
      <p className="muted">{_('verification.privacy')}</p>
      <p>
        <Link to="/profile">{_('subscription.backToProfile')}</Link>
      </p>
    </section>
  );
}

function CensusForm({ postalCode, sending, onSend }: { postalCode: boolean; sending: boolean; onSend: (answer: { documentNumber: string; birthDate: string; postalCode: string | null }) => void }) {
  const { _ } = useLingui();
  const [documentNumber, setDocumentNumber] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [postal, setPostal] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gap = !documentNumber.trim() ? 'documentNumber' : !birthDate ? 'birthDate' : postalCode && !postal.trim() ? 'postalCode' : null;
    setMissing(gap);
    if (!gap) onSend({ documentNumber, birthDate, postalCode: postalCode ? postal.trim() : null });
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="census-title">
      <h2 id="census-title">{_('verification.census.title')}</h2>
      <p className="muted">{_('verification.census.help')}</p>
      <FieldFrame label={_('verification.census.documentNumberLabel')} error={missing === 'documentNumber' ? 'verification.errors.required' : ''}>
        {(control) => <input {...control} value={documentNumber} onChange={(event) => setDocumentNumber(event.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} />}
      </FieldFrame>
      <FieldFrame label={_('verification.census.birthDateLabel')} error={missing === 'birthDate' ? 'verification.errors.required' : ''}>
        {(control) => <input {...control} type="date" value={birthDate} onChange={(event) => setBirthDate(event.target.value)} autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />}
      </FieldFrame>
      {postalCode && (
        <FieldFrame label={_('verification.census.postalCodeLabel')} error={missing === 'postalCode' ? 'verification.errors.required' : ''}>
          {(control) => <input {...control} value={postal} onChange={(event) => setPostal(event.target.value)} inputMode="numeric" autoComplete="postal-code" maxLength={10} />}
        </FieldFrame>
      )}
      <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
        {_(sending ? 'verification.sending' : 'verification.census.submit')}
      </button>
    </form>
  );
}

function CodeForm({ sending, onSend }: { sending: boolean; onSend: (code: string) => void }) {
  const { _ } = useLingui();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) onSend(code);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="code-title">
      <h2 id="code-title">{_('verification.code.title')}</h2>
      <p className="muted">{_('verification.code.help')}</p>
      <FieldFrame label={_('verification.code.label')} error={missing ? 'verification.errors.required' : ''}>
        {(control) => (
          <input {...control} value={code} onChange={(event) => setCode(codeAsTyped(event.target.value))} autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={19} placeholder="XXXX-XXXX-XXXX-XXXX" />
        )}
      </FieldFrame>
      <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
        {_(sending ? 'verification.sending' : 'verification.code.submit')}
      </button>
    </form>
  );
}
