import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './client';
import { newMember, seededProjects } from './members';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus's text format, one sample a line (`name{label="value",…} 12`); comments skipped. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line)!;
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const scrape = async (token: string | null = inject('metricsToken')) => {
  const response = await fetch(inject('metricsUrl'), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
};

/** The value of the sample with these labels (0 when it is not there yet). */
const valueOf = (text: string, name: string, labels: Record<string, string>) =>
  samples(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;

describe('metrics (GET /metrics on METRICS_PORT)', () => {
  it("counts a member's vote as fresh, its replay as replayed and a different vote as refused, by kind", async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const vote = { data: { support: 1, project: Huertos!.documentId } };
    const before = (await scrape()).text;

    expect((await member.as('/api/user-project-supports', { method: 'POST', json: vote })).status).toBe(201);
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: vote })).status).toBe(200);
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { ...vote.data, support: -1 } } })).status).toBe(409);

    const after = await scrape();
    expect(after.status).toBe(200);
    expect(after.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const moved = (labels: Record<string, string>) => valueOf(after.text, 'chispa_writes_total', labels) - valueOf(before, 'chispa_writes_total', labels);
    expect(moved({ kind: 'vote', outcome: 'fresh', code: 'none' })).toBeGreaterThanOrEqual(1);
    expect(moved({ kind: 'vote', outcome: 'replayed', code: 'none' })).toBeGreaterThanOrEqual(1);
    expect(moved({ kind: 'vote', outcome: 'refused', code: 'vote.alreadyVoted' })).toBeGreaterThanOrEqual(1);
    // No label holds who voted.
    expect(after.text).not.toContain(member.email);
  });

  it('labels requests by the route template, never by the path with its ids', async () => {
    const { Huertos } = await seededProjects();
    const read = await apiClient().call(`/api/projects/${Huertos!.documentId}`);
    expect(read.status).toBe(200);
    await apiClient().call('/no-such-page/abc123');

    const { text } = await scrape();
    expect(valueOf(text, 'chispa_http_requests_total', { method: 'GET', route: '/api/projects/:id', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'chispa_http_request_duration_seconds_count', { method: 'GET', route: '/api/projects/:id', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'chispa_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(Huertos!.documentId);
    expect(text).not.toContain('abc123');
  });

  it('reads the queues, the draws, the database and its pool, the uploads disk and the process at each scrape', async () => {
    const { text } = await scrape();
    const names = [...new Set(samples(text).map((s) => s.name))];
    for (const name of [
      'chispa_queue_depth',
      'chispa_queue_oldest_age_seconds',
      'chispa_queue_sent_total',
      'chispa_queue_failed_total',
      'chispa_queue_dropped_total',
      'chispa_draws_overdue',
      'chispa_db_pool_used',
      'chispa_db_pool_free',
      'chispa_db_pool_pending',
      'chispa_uploads_disk_free_ratio',
      'chispa_process_resident_memory_bytes',
      'chispa_nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(valueOf(text, 'chispa_db_up', {})).toBe(1);
    for (const queue of ['push', 'mail']) expect(samples(text).some((s) => s.name === 'chispa_queue_depth' && s.labels.queue === queue)).toBe(true);
    const free = valueOf(text, 'chispa_uploads_disk_free_ratio', {});
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThanOrEqual(1);
  });

  it('answers 401 without the token or with a wrong one, and 404 on any other path', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('not-the-token')).status).toBe(401);
    const other = await fetch(inject('metricsUrl').replace('/metrics', '/api/health/live'), { headers: { Authorization: `Bearer ${inject('metricsToken')}` } });
    expect(other.status).toBe(404);
  });

  it('never answers figures on the API port', async () => {
    // The API's metrics path spelled in parts: no route serves it, on purpose (server-reach.test.mjs lists the routes tests call).
    for (const path of ['/metrics', ['/api', 'metrics'].join('/')]) {
      const answer = await apiClient().call(path, { headers: { Authorization: `Bearer ${inject('metricsToken')}` } });
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body), path).not.toContain('chispa_');
    }
  });
});
