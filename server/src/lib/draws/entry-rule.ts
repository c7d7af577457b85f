import { refusal } from '../errors';

/**
 * A reward takes entries only while its draw is committed: once frozen (its tickets listed) or drawn,
 * an entry would spend DIDs on a ticket that is never in it, whatever the reward's dates say after an
 * editor moved them.
 */
export const drawClosed = () => refusal(409, 'rewardParticipation.errors.drawClosed', 'This reward’s draw no longer takes entries');

export const isDrawOpen = (stage: unknown) => stage === null || stage === undefined || stage === 'committed';

/** The key of a DIDs entry's refund (an editor's cancellation, campaign view): one per entry, whoever cancels it and however often. */
export const refundKey = (requestKey: string) => `refund:${requestKey}`;
