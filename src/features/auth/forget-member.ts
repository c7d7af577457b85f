import { removeEntriesOf } from '../../offline/outbox/sending-store';
import { deleteMemberCache } from '../../offline/cache-names';
import { forgetPushDevice } from '../push';
import { logOut } from './api';
import { endSession } from '../../lib/session';

/**
 * Everything of the member on this device goes: the session at once (the server's is ended when it can
 * be reached), then their outbox and the worker's copy of their data, without keeping anyone waiting.
 */
export function forgetMemberAndLogOut(userId: number | undefined) {
  logOut();
  void Promise.allSettled([userId === undefined ? undefined : removeEntriesOf(userId), deleteMemberCache(), forgetPushDevice()]);
}

/**
 * After the member deleted their account (features/member-data): the server has already ended every
 * session, so nothing is sent; this device forgets the session, the member's outbox (whatever was
 * waiting there belonged to an account that no longer exists), the worker's copy of their data and
 * the device's notifications.
 */
export async function forgetDeletedMember(userId: number) {
  endSession();
  await Promise.allSettled([removeEntriesOf(userId), deleteMemberCache(), forgetPushDevice()]);
}
