import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { currentLanguage } from '../../../lib/i18n';
import { fetchOwnTopics, fetchPushKey, removeSubscription, saveTopics, TOPICS, type Topic } from '../api';
import { deviceSubscription, subscribeDevice } from '../device';

type State = { kind: 'loading' } | { kind: 'ready'; topics: Topic[] } | { kind: 'unavailable' };

/**
 * One switch per topic for this device. Nothing is asked of the browser until the member turns one
 * on: that click brings its permission prompt. Turning the last one off unsubscribes the device.
 */
export default function PushSettings() {
  const { _ } = useLingui();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(Notification.permission === 'denied' ? 'denied' : null);

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        await fetchPushKey(); // a server without web push shows no switches
        const subscription = await deviceSubscription();
        const topics = subscription ? await fetchOwnTopics(subscription.endpoint) : null;
        if (active) setState({ kind: 'ready', topics: topics ?? [] });
      } catch {
        if (active) setState({ kind: 'unavailable' });
      }
    })();
    return () => {
      active = false;
    };
  }, []);

  if (state.kind === 'unavailable') return null;

  async function toggle(topic: Topic, on: boolean) {
    if (state.kind !== 'ready') return;
    const before = state.topics;
    const topics = on ? [...before, topic] : before.filter((t) => t !== topic);
    // The switch moves at once; it moves back if the browser or the server says no.
    setState({ kind: 'ready', topics });
    setBusy(true);
    setProblem(null);
    try {
      const existing = await deviceSubscription();
      if (topics.length === 0) {
        if (existing) {
          await removeSubscription(existing.endpoint);
          await existing.unsubscribe();
        }
      } else {
        const subscription = existing ?? (await subscribeDevice(await fetchPushKey()));
        if (subscription === 'denied') {
          setState({ kind: 'ready', topics: before });
          return setProblem('denied');
        }
        await saveTopics(subscription, topics, currentLanguage());
      }
    } catch {
      setState({ kind: 'ready', topics: before });
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  const chosen = state.kind === 'ready' ? state.topics : [];
  return (
    <section className="profile-section push-settings" aria-labelledby={`${id}-title`} aria-busy={busy || state.kind === 'loading' || undefined}>
      <h2 id={`${id}-title`}>{_('push.title')}</h2>
      <p className="muted">{_('push.intro')}</p>
      <fieldset className="push-settings__topics" disabled={busy || state.kind !== 'ready' || problem === 'denied'}>
        <legend className="visually-hidden">{_('push.title')}</legend>
        {TOPICS.map((topic) => (
          <div className="field field--check" key={topic}>
            <input id={`${id}-${topic}`} type="checkbox" checked={chosen.includes(topic)} onChange={(event) => void toggle(topic, event.target.checked)} />
            <label htmlFor={`${id}-${topic}`}>{_(`push.topic.${topic}`)}</label>
          </div>
        ))}
      </fieldset>
      {problem && (
        <p className="field__error" role="alert">
          {_(problem === 'denied' ? 'push.errors.denied' : 'push.errors.failed')}
        </p>
      )}
    </section>
  );
}
