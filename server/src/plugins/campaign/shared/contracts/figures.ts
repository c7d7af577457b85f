// The campaign view's figures, as /campaign answers them (`{ data }`) and the admin page reads them.

/** A project's votes: +1 is support (or a lookwhat's option 2), -1 is oppose (or option 1). */
export type Tally = { positive: number; negative: number; total: number };

/** GET /campaign/projects: every project an editor has made, with its votes and those of members verified now. */
export type ProjectRow = Tally & {
  verified: Tally;
  documentId: string;
  name: string;
  type: string;
  status: string;
  votingStart: string | null;
  votingEnd: string | null;
  published: boolean;
  /** A lookwhat project's options by name, in Spanish (empty on a draft not yet named); null for other types. */
  options: { option1: string | null; option2: string | null } | null;
};

/** GET /campaign/projects/:id/days: one project's votes per Madrid day. */
export type DayRow = Tally & { day: string };

export type DrawStage = 'committed' | 'frozen' | 'drawn';

/** GET /campaign/rewards: every reward with what members spent on it, its tickets and its draw's stage. */
export type RewardRow = {
  documentId: string;
  title: string;
  project: { documentId: string; name: string; type: string } | null;
  cost: number;
  startDate: string;
  endDate: string;
  drawDate: string | null;
  prizes: number;
  entries: number;
  didsSpent: number;
  signUps: number;
  tickets: number;
  draw: { stage: DrawStage; frozenAt: string | null; drawnAt: string | null; prizesDeliveredAt: string | null } | null;
};

/** GET /campaign/titles: every project's and reward's Spanish title by documentId. */
export type Titles = { projects: Record<string, string>; rewards: Record<string, string> };

/** POST /campaign/rewards/:id/delivered. */
export type Delivered = { prizesDeliveredAt: string | null };
