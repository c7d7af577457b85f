import { HTTPError } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { AVATAR_ERRORS } from './avatar';
import { ERRORS } from './schemas';

/** Server codes of a refused save that have a message of their own (see server/src/extensions/users-permissions/profile.ts). */
const KNOWN: Record<string, string> = {
  [ERRORS.invalidDate]: ERRORS.invalidDate,
  [ERRORS.wrongEmail]: ERRORS.wrongEmail,
  // Members are 14 or older; a new address must last (issue 49).
  'editProfile.errors.tooYoung': 'editProfile.errors.tooYoung',
  'editProfile.errors.disposableEmail': 'editProfile.errors.disposableEmail',
  'upload.tooBig': AVATAR_ERRORS.tooBig,
  'payload.tooLarge': AVATAR_ERRORS.tooBig,
  'upload.notAnImage': AVATAR_ERRORS.notAnImage,
  'upload.tooManyPixels': AVATAR_ERRORS.tooManyPixels,
  // Profile saves, e-mail change mails and uploads are throttled (docs/decisions/security/throttling.md).
  'rateLimit.exceeded': 'login.errors.tooManyAttempts',
};

/**
 * Why a save failed, as a message key shown after editProfile.errorMessage: the server's reason when
 * the member can act on it, the network when there is none, otherwise spec §8's userUpdateFailed.
 */
export async function profileErrorKey(error: unknown): Promise<string> {
  if (error instanceof TypeError) return 'common.errors.network';
  if (!(error instanceof HTTPError)) return 'editProfile.errors.userUpdateFailed';
  const code = await apiErrorCode(error);
  return (code && KNOWN[code]) ?? 'editProfile.errors.userUpdateFailed';
}
