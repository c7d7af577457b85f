// A member's DIDs for an editor about to correct them (/campaign/members, /campaign/corrections).

export type AccountRecord = { date: string | null; amount: number; reason: string; note: string | null; correctedBy: string | null };

/** GET /campaign/members?email=…: the member, their balance and latest records. */
export type MemberAccount = { id: number; email: string; firstName: string | null; lastName: string | null; balance: number; records: AccountRecord[] };

/** POST /campaign/corrections: `{ data, meta: { replayed } }`. */
export type Corrected = { balance: number };
