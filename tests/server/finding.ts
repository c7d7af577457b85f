/**
 * What attackers found in a security round, as one row of the hostile suite: the attack as they made
 * it, and what must hold. A row answers the problems it saw (none: the hole stays closed).
 */
export type Finding = { round: string; name: string; attack: () => Promise<string[]> };

/** No problem when the answer is the refusal expected; otherwise what was answered instead. */
export const refusedWith = (answer: { status: number; body: any }, status: number, code: string) =>
  answer.status === status && answer.body?.error?.details?.code === code ? [] : [`answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}, not ${status} ${code}`];

/** The problem named, unless `held`. */
export const unless = (held: boolean, problem: string) => (held ? [] : [problem]);
