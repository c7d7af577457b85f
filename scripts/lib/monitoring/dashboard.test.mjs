// @vitest-environment node
// deploy/grafana/chispa.json: a dashboard Grafana imports (a Prometheus datasource variable, every
// panel on it), whose expressions read only the contract's metrics, and show each of Chispa's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHISPA_METRICS, familyOf, seriesNamesIn } from './metric-names.mjs';
import { rootDir } from '../paths.mjs';

const dashboard = JSON.parse(readFileSync(join(rootDir, 'deploy', 'grafana', 'chispa.json'), 'utf8'));

/** Every panel, those inside collapsed rows too. */
const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const queries = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, ...target })));

describe('seriesNamesIn', () => {
  it('finds the series an expression reads, and nothing else', () => {
    expect(seriesNamesIn('histogram_quantile(0.95, sum by (route, le) (rate(a_bucket{job="x", route=~"/api/(b|c)"}[$__rate_interval])))')).toEqual(['a_bucket']);
    expect(seriesNamesIn('sum(rate(a_total[5m])) / sum(rate(b_total[5m])) > 0.05 and on (job) c == 0 unless d offset 1h')).toEqual(['a_total', 'b_total', 'c', 'd']);
    expect(seriesNamesIn('up{job=~"strapi|app"} == 1e3')).toEqual(['up']);
  });
});

describe('deploy/grafana/chispa.json', () => {
  it("is a current Grafana dashboard whose panels all read the Prometheus datasource variable", () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.uid).toBe('chispa');
    const variable = dashboard.templating.list.find((entry) => entry.type === 'datasource');
    expect(variable).toMatchObject({ name: 'datasource', query: 'prometheus' });
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panels.filter((entry) => entry.type !== 'row')) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) expect(target.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
    }
  });

  it('reads only metric names of the contract (Prometheus\'s up and the nginx exporter\'s aside)', () => {
    expect(queries.length).toBeGreaterThan(20);
    const unknown = queries.flatMap(({ panel, expr }) => seriesNamesIn(expr).filter((name) => !familyOf(name)).map((name) => `${panel}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it("shows every one of Chispa's own figures", () => {
    const read = new Set(queries.flatMap(({ expr }) => seriesNamesIn(expr).map(familyOf)));
    expect(Object.keys(CHISPA_METRICS).filter((name) => !read.has(name))).toEqual([]);
    for (const figure of ['chispa_nodejs_eventloop_lag_p99_seconds', 'chispa_process_resident_memory_bytes', 'chispa_nodejs_gc_duration_seconds']) expect(read.has(figure), figure).toBe(true);
  });
});
