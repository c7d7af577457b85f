import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { FormError } from '../../../components/ui/FormError';
import { formatInstant } from '../../../lib/format-date';
import { getSession } from '../../../lib/session';
import { acceptanceFailureKey, acceptText, pendingTexts, type PendingText } from '../acceptance';
import { pendingKey } from '../pending';
import { placeOf } from '../kinds';

type Props = { userId: number; pending: readonly unknown[] };

function titleKey(texts: readonly PendingText[]) {
  const kinds = new Set(texts.map((text) => text.kind));
  if (kinds.size > 1) return 'acceptance.title.both';
  return kinds.has('terms') ? 'acceptance.title.terms' : 'acceptance.title.privacy';
}

/**
 * The terms or the privacy policy changed in a way the editors marked as material: the member reads
 * what changed and accepts before going on. A modal dialog (focus kept inside, the page behind
 * inert), with no way past it but accepting or signing out; Escape does not close it.
 */
export function AcceptancePrompt({ userId, pending }: Props) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const accepted = useRef(false);
  const titleId = useId();
  const introId = useId();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const texts = pendingTexts(pending);
  const shown = texts.length > 0;

  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element || element.open) return;
    // A browser without modal dialogs still shows it, in place.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [shown]);

  if (!shown) return null;

  async function accept() {
    setErrorKey(null);
    setBusy(true);
    try {
      for (const text of texts) {
        // Another member signed in meanwhile (another tab): what this one was shown is not theirs to accept.
        if (getSession()?.userId !== userId) return;
        await acceptText(text);
      }
      accepted.current = true;
      queryClient.setQueriesData<unknown[]>({ queryKey: pendingKey(userId) }, []);
      void queryClient.invalidateQueries({ queryKey: pendingKey(userId) });
    } catch (error) {
      const key = await acceptanceFailureKey(error);
      setErrorKey(key);
      // A newer version came out meanwhile: the prompt shows it instead.
      if (key === 'acceptance.errors.notCurrent') void queryClient.invalidateQueries({ queryKey: pendingKey(userId) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="acceptance"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // Escape is no way past it. A browser that closes it anyway (one Escape too many) has it opened again.
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        if (!accepted.current) dialog.current?.showModal?.();
      }}
    >
      <h2 id={titleId}>{_(titleKey(texts))}</h2>
      <p id={introId}>{_('acceptance.intro')}</p>
      <ul className="acceptance__texts">
        {texts.map((text) => {
          const place = placeOf(text.kind);
          return (
            <li key={`${text.kind}-${text.version}`}>
              <h3 lang={text.locale}>{text.title}</h3>
              <p className="muted">{_('legal.versionLine', { version: text.version, date: formatInstant(i18n, text.publishedAt) })}</p>
              {text.changeSummary && (
                <p>
                  <strong>{_('legal.changeSummary')}</strong> <span lang={text.locale}>{text.changeSummary}</span>
                </p>
              )}
              <Link to={place.to} hash={place.hash}>
                {_('acceptance.read', { title: text.title })}
              </Link>
            </li>
          );
        })}
      </ul>
      <FormError messageId={errorKey} />
      <div className="acceptance__actions">
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void accept()}>
          {_(busy ? 'acceptance.accepting' : 'acceptance.accept')}
        </button>
        <Link to="/logout" className="button">
          {_('acceptance.logout')}
        </Link>
      </div>
    </dialog>
  );
}
