import { describe, it } from 'vitest';
import { launchFirefox } from './firefox';
import { useEngine } from './use-engine';
import { offlineVoteAndEntry, voteSentOnReopening } from './walk';

describe('offline in Firefox ESR (no Background Sync)', () => {
  const session = useEngine(launchFirefox);

  it('a vote and a draw entry queued offline reach the server once each, within 5 s of `online`; the session survives', async () => {
    await offlineVoteAndEntry(session.engine, session.url);
  });

  it('a vote queued offline waits while the app is closed and is sent when it is opened again', async () => {
    await voteSentOnReopening(session.engine, session.url);
  });
});
