// The metric names of issue 54's contract (/work/notes/i54-contracts.md, docs/deployment.md
// "Monitoring"): what the alerts and the dashboard may read. Each is a family: a histogram's series
// add _bucket, _sum and _count.

/** Chispa's own figures, on every Strapi instance (the HTTP pair on the app server too). */
export const CHISPA_METRICS = {
  chispa_http_requests_total: 'counter',
  chispa_http_request_duration_seconds: 'histogram',
  chispa_writes_total: 'counter',
  chispa_outbox_batch_size: 'histogram',
  chispa_queue_depth: 'gauge',
  chispa_queue_oldest_age_seconds: 'gauge',
  chispa_queue_sent_total: 'counter',
  chispa_queue_failed_total: 'counter',
  chispa_queue_dropped_total: 'counter',
  chispa_draws_frozen_total: 'counter',
  chispa_draws_drawn_total: 'counter',
  chispa_draws_overdue: 'gauge',
  chispa_db_up: 'gauge',
  chispa_db_pool_used: 'gauge',
  chispa_db_pool_free: 'gauge',
  chispa_db_pool_pending: 'gauge',
  chispa_uploads_disk_free_ratio: 'gauge',
};

/** prom-client's default metrics (collectDefaultMetrics), with the contract's `chispa_` prefix. */
export const RUNTIME_METRICS = Object.fromEntries(
  [
    ['process_cpu_user_seconds_total', 'counter'],
    ['process_cpu_system_seconds_total', 'counter'],
    ['process_cpu_seconds_total', 'counter'],
    ['process_start_time_seconds', 'gauge'],
    ['process_resident_memory_bytes', 'gauge'],
    ['process_virtual_memory_bytes', 'gauge'],
    ['process_heap_bytes', 'gauge'],
    ['process_open_fds', 'gauge'],
    ['process_max_fds', 'gauge'],
    ['nodejs_eventloop_lag_seconds', 'gauge'],
    ...['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99'].map((stat) => [`nodejs_eventloop_lag_${stat}_seconds`, 'gauge']),
    ['nodejs_active_resources', 'gauge'],
    ['nodejs_active_resources_total', 'gauge'],
    ['nodejs_active_handles', 'gauge'],
    ['nodejs_active_handles_total', 'gauge'],
    ['nodejs_active_requests', 'gauge'],
    ['nodejs_active_requests_total', 'gauge'],
    ['nodejs_heap_size_total_bytes', 'gauge'],
    ['nodejs_heap_size_used_bytes', 'gauge'],
    ['nodejs_external_memory_bytes', 'gauge'],
    ['nodejs_heap_space_size_total_bytes', 'gauge'],
    ['nodejs_heap_space_size_used_bytes', 'gauge'],
    ['nodejs_heap_space_size_available_bytes', 'gauge'],
    ['nodejs_version_info', 'gauge'],
    ['nodejs_gc_duration_seconds', 'histogram'],
  ].map(([name, type]) => [`chispa_${name}`, type]),
);

/** Prometheus's own per target, and what Debian's prometheus-nginx-exporter reads from stub_status. */
export const OTHER_METRICS = {
  up: 'gauge',
  nginx_up: 'gauge',
  nginx_connections_active: 'gauge',
  nginx_connections_accepted: 'counter',
  nginx_connections_handled: 'counter',
  nginx_connections_reading: 'gauge',
  nginx_connections_writing: 'gauge',
  nginx_connections_waiting: 'gauge',
  nginx_http_requests_total: 'counter',
};

const ALL = { ...CHISPA_METRICS, ...RUNTIME_METRICS, ...OTHER_METRICS };

/** The family a series name belongs to (a histogram's _bucket, _sum, _count), or undefined when none. */
export function familyOf(seriesName) {
  if (ALL[seriesName] && ALL[seriesName] !== 'histogram') return seriesName;
  const match = /^(.*)_(bucket|sum|count)$/.exec(seriesName);
  return match && ALL[match[1]] === 'histogram' ? match[1] : undefined;
}

// PromQL's words that look like names: functions are followed by "(", and these are not.
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'inf', 'nan']);

/**
 * The series names a PromQL expression reads: label matchers, strings, ranges and grouping
 * clauses left out, functions and aggregations (a name followed by "(") too.
 */
export function seriesNamesIn(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\{?\w+\}?/g, ' ');
  const names = new Set();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const after = bare.slice(match.index + match[0].length).trimStart();
    if (after.startsWith('(') || KEYWORDS.has(match[0].toLowerCase())) continue;
    if (/^[0-9]/.test(match[0])) continue;
    // A number's exponent (1e3) or duration (5m) is glued to its digits.
    if (match.index > 0 && /[0-9.]/.test(bare[match.index - 1])) continue;
    names.add(match[0]);
  }
  return [...names];
}
