// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrapeTargets } from './index.mjs';

describe("the cluster's scrape targets", () => {
  it('list each instance, the app server and nginx by job, as host:port', () => {
    expect(scrapeTargets({ instances: [{ metricsPort: 9464 }, { metricsPort: 9466 }], appMetricsPort: 9465, nginxStatusPort: 9113 })).toEqual([
      { job: 'strapi', instance: '127.0.0.1:9464' },
      { job: 'strapi', instance: '127.0.0.1:9466' },
      { job: 'app', instance: '127.0.0.1:9465' },
      { job: 'nginx', instance: '127.0.0.1:9113' },
    ]);
  });
});
