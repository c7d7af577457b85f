import { describe, it } from 'vitest';
import { launchWebKit } from './webkit';
import { useEngine } from './use-engine';
import { offlineVoteAndEntry, voteSentOnReopening } from './walk';

describe('offline in WebKitGTK (no Background Sync)', () => {
  const session = useEngine(launchWebKit);

  it('a vote and a draw entry queued offline reach the server once each, within 5 s of `online`; the session survives', async () => {
    await offlineVoteAndEntry(session.engine, session.url);
  });

  it('a vote queued offline waits while the app is closed and is sent when it is opened again', async () => {
    await voteSentOnReopening(session.engine, session.url);
  });
});
