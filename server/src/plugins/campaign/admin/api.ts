import { useCallback, useEffect, useState } from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';

/** How often the figures are read again while the page is open: votes arrive all day. */
const REFRESH_MS = 10_000;

// What the server answers, written once for both halves (../shared/contracts).
export type { DayRow, EntryRow, ListedMember as Member, ProjectRow, RewardRow, SignUpList, SignUpRow, Tally, WinnerRow } from '../shared/contracts';
type Named = { firstName: string | null; lastName: string | null };

/** What the campaign API answers at `path`, read again every few seconds (`live`) or on `reload()`. */
export function useCampaignData<T>(path: string | null, { live = false } = {}) {
  const { get } = useFetchClient();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!path) return;
    try {
      const answer = await get<{ data: T }>(path);
      setData(answer.data.data);
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
  return { data, error, reload };
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
