// A reward's lists, as /campaign/rewards/:id/… answers them (`{ data }`, and `meta.page` for the paged ones).

/** How a member is verified now. */
export type Verification = 'census' | 'code' | null;

/** A record's member (null fields once the account is deleted). */
export type ListedMember = { id: number | null; email: string | null; firstName: string | null; lastName: string | null; verification: Verification };

/**
 * A page of a long list (…/entries, …/sign-ups; `?after=<next>&limit=<n>`), in `meta.page`: the rows
 * after the one keyed `after` (0: from the first), oldest first, at most `limit` (1–500, 100 by
 * default); `total` rows in the whole list; `next`, the `after` of the page that follows, or null.
 */
export type ListPage = { after: number; limit: number; total: number; next: number | null };
export const LIST_PAGE_DEFAULT = 100;
export const LIST_PAGE_MAX = 500;

/** …/entries: a DIDs entry. */
export type EntryRow = { documentId: string; member: ListedMember; tickets: number; dids: number; date: string | null; locale: string | null };

/** …/sign-ups: a sign-up with its answers as the editor reads them, and the questions as columns. */
export type SignUpRow = { documentId: string; member: ListedMember; date: string | null; locale: string | null; answers: Record<string, unknown> };
export type SignUpList = { signUps: SignUpRow[]; questions: Array<{ key: string; label: string; kind: string | null }> };

/** …/winners: a drawn reward's winners with how to reach them. */
export type WinnerRow = { member: { id: number; email: string; firstName: string | null; lastName: string | null }; phone: string | null; drawnAt: string | null };

/** POST /campaign/entries/:id/cancel. */
export type Cancelled = { refunded: number; memberId: number };
