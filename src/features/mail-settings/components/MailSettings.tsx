import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { toast } from '../../../components/ui/toast';
import { DIGESTS, fetchMailSettings, MAIL_TOPICS, mailErrorKey, saveMailSettings, type MailSettings as Settings } from '../api';

type State = { kind: 'loading' } | { kind: 'ready'; settings: Settings } | { kind: 'failed' };

/**
 * The profile's mail part (issue 52): one box per topic (nothing is mailed until the member ticks
 * one) and how often (each time, or one summary a day or a week), saved with a toast. The mails come
 * in the app's language at the time of saving.
 */
export default function MailSettings() {
  const { _ } = useLingui();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchMailSettings().then(
      (settings) => active && setState({ kind: 'ready', settings }),
      () => active && setState({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  // A mail's settings link (/profile#mail-settings) lands here once this part, read after the page, is shown.
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready && window.location.hash === '#mail-settings') document.getElementById('mail-settings')?.scrollIntoView?.();
  }, [ready]);

  const settings = state.kind === 'ready' ? state.settings : null;
  const change = (next: Settings) => setState({ kind: 'ready', settings: next });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      change(await saveMailSettings(settings));
      toast.success(_('mailSettings.saved'), { toastId: 'mail-settings-saved' });
    } catch (error) {
      setProblem(await mailErrorKey(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="profile-section mail-settings" id="mail-settings" aria-labelledby={`${id}-title`} aria-busy={saving || state.kind === 'loading' || undefined}>
      <h2 id={`${id}-title`}>{_('mailSettings.title')}</h2>
      <p className="muted">{_('mailSettings.intro')}</p>
      {state.kind === 'failed' ? (
        <p className="field__error" role="alert">
          {_('mailSettings.errors.load')}
        </p>
      ) : (
        <form onSubmit={(event) => void save(event)}>
          <fieldset disabled={!settings || saving}>
            <legend>{_('mailSettings.topics')}</legend>
            {MAIL_TOPICS.map((topic) => (
              <div className="field field--check" key={topic}>
                <input
                  id={`${id}-${topic}`}
                  type="checkbox"
                  checked={settings?.mail[topic] ?? false}
                  onChange={(event) => settings && change({ ...settings, mail: { ...settings.mail, [topic]: event.target.checked } })}
                />
                <label htmlFor={`${id}-${topic}`}>{_(`mailSettings.topic.${topic}`)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset disabled={!settings || saving}>
            <legend>{_('mailSettings.digest')}</legend>
            {DIGESTS.map((digest) => (
              <div className="field field--check" key={digest}>
                <input
                  id={`${id}-${digest}`}
                  type="radio"
                  name={`${id}-digest`}
                  value={digest}
                  checked={settings?.digest === digest}
                  onChange={() => settings && change({ ...settings, digest })}
                />
                <label htmlFor={`${id}-${digest}`}>{_(`mailSettings.digest.${digest}`)}</label>
              </div>
            ))}
          </fieldset>
          {problem && (
            <p className="field__error" role="alert">
              {_(problem)}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button" disabled={!settings || saving}>
              {saving ? _('mailSettings.saving') : _('mailSettings.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
