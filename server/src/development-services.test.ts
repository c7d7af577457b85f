// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('development-only services', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('have no mailbox or local checkout in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('SMTP_HOST', '');
    const { devMailboxEnabled } = await import('./lib/mailer');
    const { localCheckoutEnabled } = await import('./api/subscription/services/checkout');
    expect(devMailboxEnabled()).toBe(false);
    expect(localCheckoutEnabled()).toBe(false);
  });
});
