// Premium of one address, for an editor (/campaign/premium, /campaign/gifts/:id/resend).

export type PremiumSubscription = { documentId: string; state: string; activatedAt: string | null; paidUntil: string | null; endsAtPeriodEnd: boolean; cancelledAt: string | null; refundedAt: string | null };
export type PremiumGift = { documentId: string; state: string; boughtAt: string | null; linkValidUntil: string | null; premiumUntil: string | null; appliedAt: string | null; mailedAt: string | null; grantedBy: string | null };
export type Courtesy = { kind: string; days: number | null; note: string; editor: string; date: string | null };

/** GET /campaign/premium?email=…: what gives the address Premium, and what editors did for it. */
export type PremiumAccount = {
  email: string;
  member: { firstName: string | null; lastName: string | null; premium: boolean } | null;
  subscriptions: PremiumSubscription[];
  gifts: PremiumGift[];
  courtesies: Courtesy[];
};

/** POST /campaign/premium: `{ data, meta: { replayed } }`. */
export type Extended = { premiumUntil: string | null };

/** POST /campaign/gifts/:id/resend: `{ data, meta: { replayed } }`. */
export type Resent = { outcome: 'resent' | 'applied' };
