import { useCallback, useEffect, useState } from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';

/** How often the figures are read again while the page is open: votes arrive all day. */
const REFRESH_MS = 10_000;

// What the server answers, written once for both halves (../shared/contracts).
export type { DayRow, EntryRow, ListedMember as Member, ListPage, ProjectRow, RewardRow, SignUpList, SignUpRow, Tally, WinnerRow } from '../shared/contracts';
import { LIST_PAGE_DEFAULT, type ListPage } from '../shared/contracts/lists';
type Named = { firstName: string | null; lastName: string | null };

/** What the campaign API answers at `path` (its `data`, and its `meta`), read again every few seconds (`live`) or on `reload()`. */
export function useCampaignData<T, M = undefined>(path: string | null, { live = false } = {}) {
  const { get } = useFetchClient();
  const [data, setData] = useState<T | null>(null);
  const [meta, setMeta] = useState<M | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!path) return;
    try {
      const answer = await get<{ data: T; meta?: M }>(path);
      setData(answer.data.data);
      setMeta(answer.data.meta ?? null);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, [get, path]);
  useEffect(() => {
    setData(null);
    void reload();
    if (!live) return undefined;
    const timer = window.setInterval(() => void reload(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload, live]);
  return { data, meta, error, reload };
}

/**
 * A paged list (…/entries, …/sign-ups: `meta.page`), a page at a time: the pages opened are kept as
 * the `after` each began with, so "previous" goes back the way the editor came.
 */
export function useCampaignPage<T>(path: string, { live = false } = {}) {
  const [trail, setTrail] = useState<number[]>([0]);
  useEffect(() => setTrail([0]), [path]);
  const after = trail[trail.length - 1] ?? 0;
  const read = useCampaignData<T, { page: ListPage }>(`${path}?after=${after}&limit=${LIST_PAGE_DEFAULT}`, { live });
  const page = read.meta?.page ?? null;
  const next = page?.next ?? null;
  return {
    ...read,
    page,
    // Where the page's rows fall in the whole list, from 1 (counted along the pages opened).
    first: (trail.length - 1) * LIST_PAGE_DEFAULT + 1,
    toNext: next === null ? null : () => setTrail((opened) => [...opened, next]),
    toPrevious: trail.length > 1 ? () => setTrail((opened) => opened.slice(0, -1)) : null,
  };
}

/** The server's own words for a refused request (its messages to editors are in Spanish). */
export function messageOf(failure: unknown): string {
  const answer = (failure as { response?: { data?: { error?: { message?: string; details?: { errors?: Array<{ path?: string; message?: string }> } } } } }).response?.data?.error;
  const detail = answer?.details?.errors?.[0];
  if (detail) return `${detail.path ?? ''}: ${detail.message ?? ''}`;
  return answer?.message ?? 'No se pudo hablar con el servidor. Inténtalo de nuevo.';
}

/**
 * An editor's write to the campaign API: `busy` while it runs, the server's words if it is refused,
 * `success` said and `onDone` called with the server's answer once it is done.
 */
export function useCampaignPost() {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  const send = useCallback(
    async (path: string, body: unknown, success: string, onDone: (answer: unknown) => void) => {
      setBusy(true);
      try {
        const answer = await post(path, body);
        toggleNotification({ type: 'success', message: success });
        onDone(answer.data);
      } catch (failure) {
        toggleNotification({ type: 'danger', message: messageOf(failure) });
      } finally {
        setBusy(false);
      }
    },
    [post, toggleNotification],
  );
  return { busy, send };
}

/** Downloads a list as its CSV file: admin requests carry their token in a header, so a plain link cannot. */
export function useCsvDownload() {
  const { get } = useFetchClient();
  return useCallback(
    async (path: string, fallbackName: string) => {
      const answer = await get<Blob>(`${path}?format=csv`, { responseType: 'blob' });
      const disposition = (answer as { headers?: Headers }).headers?.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
      const url = URL.createObjectURL(answer.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    [get],
  );
}

export const fullName = (member: Named) => [member.firstName, member.lastName].filter(Boolean).join(' ') || '—';
export const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' }) : '—');
export const editLink = (uid: string, documentId: string) => `/admin/content-manager/collection-types/${uid}/${documentId}?plugins[i18n][locale]=es`;
