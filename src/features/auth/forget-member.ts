import { removeEntriesOf } from '../../offline/outbox/store';
import { deleteMemberCache } from '../../offline/cache-names';
import { forgetPushDevice } from '../push';
import { logOut } from './api';

/**
 * Everything of the member on this device goes: the session at once (the server's is ended when it can
 * be reached), then their outbox and the worker's copy of their data, without keeping anyone waiting.
 */
export function forgetMemberAndLogOut(userId: number | undefined) {
  logOut();
  void Promise.allSettled([userId === undefined ? undefined : removeEntriesOf(userId), deleteMemberCache(), forgetPushDevice()]);
}
