/**
 * Product analytics, off unless configured. With `VITE_ANALYTICS_ENDPOINT` set at build time, an
 * event is posted there as JSON (a beacon, so it survives the page going away); without it, `track`
 * does nothing and no request leaves the browser. No third-party host is called by default.
 */

export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>;

/** Sends one serialised event to the endpoint; may throw or reject, the adapter swallows both. */
export type AnalyticsTransport = (endpoint: string, body: string) => unknown;

export type Analytics = {
  readonly enabled: boolean;
  track: (event: string, properties?: AnalyticsProperties) => void;
};

export { UTM_KEYS, utmParameters, type UtmKey, type UtmParameters } from './utm';

/** An absolute http(s) address for the endpoint (relative paths resolve against this origin), or null. */
function endpointUrl(endpoint: string | undefined, origin: string): string | null {
  if (!endpoint?.trim()) return null;
  try {
    const url = new URL(endpoint.trim(), origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A beacon with a CORS-safelisted content type (no preflight, kept alive when the page unloads),
 * else a keep-alive fetch without cookies.
 */
export const beaconTransport: AnalyticsTransport = (endpoint, body) => {
  const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, blob)) return;
  return fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
};

export function createAnalytics({
  endpoint,
  transport = beaconTransport,
  origin = globalThis.location?.origin ?? 'http://localhost',
  now = () => new Date(),
}: {
  endpoint: string | undefined;
  transport?: AnalyticsTransport;
  origin?: string;
  now?: () => Date;
}): Analytics {
  const target = endpointUrl(endpoint, origin);
  return {
    enabled: target !== null,
    track(event, properties = {}) {
      if (target === null) return;
      const kept = Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
      const body = JSON.stringify({ event, properties: kept, timestamp: now().toISOString() });
      // Analytics must never break what the member is doing.
      try {
        const sent = transport(target, body);
        if (sent instanceof Promise) sent.catch(() => undefined);
      } catch {
        // dropped
      }
    },
  };
}

const configuredEndpoint: unknown = import.meta.env.VITE_ANALYTICS_ENDPOINT;

/** The app's analytics: configured from `VITE_ANALYTICS_ENDPOINT`, otherwise a no-op. */
export const analytics: Analytics = createAnalytics({
  endpoint: typeof configuredEndpoint === 'string' ? configuredEndpoint : undefined,
});
