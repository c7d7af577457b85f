import { collectDefaultMetrics, Registry } from 'prom-client';

/** Every metric's name starts with this (docs/deployment.md, "Metrics"). */
export const PREFIX = 'chispa_';

/** This process's metrics, and only ours: `GET /metrics` on the metrics port answers this registry. */
export const registry = new Registry();

let defaultsOn = false;

/** prom-client's process metrics (event-loop lag, memory, GC, handles), once per process. */
export function collectProcessMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
}
