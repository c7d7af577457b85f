/** One item of a timeline before its content is read: which document, and where it goes. */
export type Placed = { kind: 'update' | 'news'; documentId: string; date: string; createdAt: string; progress?: number | null };

/**
 * Newest first by date (a calendar day); on the same day the later written first, then updates before
 * news, then by id, so that one timeline always reads in one order and its pages never overlap.
 */
export function byNewest(a: Placed, b: Placed): number {
  return (
    b.date.localeCompare(a.date) ||
    b.createdAt.localeCompare(a.createdAt) ||
    (a.kind === b.kind ? 0 : a.kind === 'update' ? -1 : 1) ||
    a.documentId.localeCompare(b.documentId)
  );
}

/** The editor's progress: the newest item, among those listed, that gives a percentage (null: none gives one). */
export function latestProgress(items: readonly Placed[]): { percent: number; date: string } | null {
  const found = [...items].sort(byNewest).find((item) => item.kind === 'update' && typeof item.progress === 'number');
  return found ? { percent: found.progress!, date: found.date } : null;
}
