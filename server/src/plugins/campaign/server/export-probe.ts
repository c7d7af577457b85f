import type { PageOptions } from './lists';

/**
 * The server tests' seam on a streamed export (`CHISPA_TEST_EXPORTS=true`; never in production). An
 * export asked with `X-Chispa-Export-Probe: <name>` reads pages of 5 rows and, once its first page
 * is on its way, waits before reading the next until the test releases it: the test can read the
 * first bytes and see, here, that the export has not read its last row yet.
 */
const enabled = () => process.env.CHISPA_TEST_EXPORTS === 'true' && process.env.NODE_ENV !== 'production';

export const PROBE_HEADER = 'x-chispa-export-probe';
const PROBE_PAGE = 5;
const NAME = /^[a-z0-9-]{1,64}$/i;

type Probe = { rowsRead: number; finished: boolean; waiting: boolean; release: () => void; released: Promise<void> };
const probes = new Map<string, Probe>();

/** The paging an export uses: the probe's when the request names one (tests only), else the default. */
export function probedPaging(header: string | string[] | undefined): PageOptions {
  const name = typeof header === 'string' && enabled() && NAME.test(header) ? header : null;
  if (!name) return {};
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const probe: Probe = { rowsRead: 0, finished: false, waiting: false, release, released };
  probes.set(name, probe);
  return {
    size: PROBE_PAGE,
    beforePage: async (rowsRead, pagesRead) => {
      probe.rowsRead = rowsRead;
      if (pagesRead !== 1) return;
      probe.waiting = true;
      await probe.released;
      probe.waiting = false;
    },
    afterLast: (rowsRead) => {
      probe.rowsRead = rowsRead;
      probe.finished = true;
    },
  };
}

/** What a probe saw (GET), or its release (POST): null when there is none by that name, or outside tests. */
export function probeState(name: string) {
  const probe = enabled() ? probes.get(name) : undefined;
  return probe ? { rowsRead: probe.rowsRead, finished: probe.finished, waiting: probe.waiting } : null;
}
export function releaseProbe(name: string) {
  const probe = enabled() ? probes.get(name) : undefined;
  probe?.release();
  return Boolean(probe);
}
export const probesEnabled = enabled;
