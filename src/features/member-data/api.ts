import * as v from 'valibot';
import { http } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { isUnreachable } from '../../lib/unreachable';

/** server/src/lib/member-data/download.ts's MEMBER_DATA_FORMAT. */
const FORMAT = 'chispa-member-data/1';
const DownloadSchema = v.looseObject({ format: v.literal(FORMAT), exportedAt: v.string(), profile: v.looseObject({ email: v.string() }) });

/** What the member's download failed on, as a message key of its own. */
export class MemberDataError extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
  }
}

export type MemberDataFile = { blob: Blob; fileName: string };

/**
 * GET /api/member-data: everything Chispa keeps about the member, checked to be that file (a Wi-Fi
 * portal's page answered with 200 is not saved as the member's data).
 */
export async function fetchMemberData(): Promise<MemberDataFile> {
  let response: Response;
  try {
    response = await http.get('member-data');
  } catch (error) {
    if (isUnreachable(error)) throw new MemberDataError('memberData.errors.unreachable');
    const code = await apiErrorCode(error);
    throw new MemberDataError(code === 'rateLimit.exceeded' ? 'memberData.errors.tooMany' : 'memberData.errors.generic');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MemberDataError('memberData.errors.generic');
  }
  if (!v.is(DownloadSchema, body)) throw new MemberDataError('memberData.errors.generic');
  const fileName = /filename="([\w.-]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'chispa-datos.json';
  return { blob: new Blob([text], { type: 'application/json' }), fileName };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ blob, fileName }: MemberDataFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Why the account was not deleted, as a message key of its own (server codes of lib/member-data/delete-account.ts). */
const DELETION_ERRORS: Record<string, string> = {
  'deleteAccount.wrongPassword': 'deleteAccount.errors.wrongPassword',
  'deleteAccount.paymentsUnavailable': 'deleteAccount.errors.paymentsUnavailable',
  'rateLimit.exceeded': 'deleteAccount.errors.tooMany',
};

const DeletedSchema = v.object({ deleted: v.literal(true) });

/** POST /api/account-deletion: deletes the member's account, once their password is given again. */
export async function deleteAccount(password: string): Promise<void> {
  let body: unknown;
  try {
    body = await http.post('account-deletion', { json: { password } }).json();
  } catch (error) {
    // No answer: the deletion may still have happened (deleteAccount.errors.unreachable says so).
    if (isUnreachable(error)) throw new MemberDataError('deleteAccount.errors.unreachable');
    throw new MemberDataError(DELETION_ERRORS[(await apiErrorCode(error)) ?? ''] ?? 'deleteAccount.errors.generic');
  }
  // A portal's page, or anything but the server's word that it is done, is not a deletion.
  if (!v.is(DeletedSchema, body)) throw new MemberDataError('deleteAccount.errors.generic');
}
