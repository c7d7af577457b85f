// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookiesText } from '../../../server/src/seed/legal-texts/cookies';
import { SESSION_KEY } from '../../lib/session';
import { LANGUAGE_KEY } from '../../lib/i18n';
import { PERSISTED_CACHE_KEY } from '../../lib/warm-start';
import { OUTBOX_DB } from '../../offline/outbox/db';
import { CACHES } from '../../offline/cache-names';
import { XSRF_COOKIE } from '../../offline/outbox/xsrf';

// The cookie policy is the server's seed now (issue 53), but what it must name is the app's: read from
// the code, so a renamed key or a new cache fails here until the seeded policy says so. (An editor's
// later wording is theirs; this keeps the first version true.)
const stored = [SESSION_KEY, LANGUAGE_KEY, PERSISTED_CACHE_KEY, OUTBOX_DB, XSRF_COOKIE, ...Object.values(CACHES), 'chispa_refresh' /* server/config/plugins.ts */];

describe('the seeded cookie policy', () => {
  it.each(['es', 'en'] as const)('names every key the app stores (%s)', (language) => {
    const text = JSON.stringify(cookiesText[language]);
    for (const name of stored) expect(text, name).toContain(name);
  });
});
