import type { ApiContext } from '../../lib/api-context';
import { refusal } from '../../lib/errors';

/** The files of a multipart request, as koa-body (formidable) parses them. */
type ParsedFiles = NonNullable<ApiContext['request']['files']>;
export type IncomingFile = Exclude<ParsedFiles[string], unknown[]>;
export type FileInfo = { name?: string; alternativeText?: string; caption?: string };

/** Spec §3's uploaded file info, and how long each text may be. */
const FILE_INFO_LIMITS: Record<keyof FileInfo, number> = { name: 200, alternativeText: 500, caption: 500 };

const invalidFileInfo = (message: string) => refusal(400, 'upload.invalidFileInfo', message);

/**
 * `fileInfo` as spec §7's client sends it: absent, or JSON text of an object with only `name`,
 * `alternativeText` and `caption`, each a string of bounded length. Everything Strapi would also
 * read from it (folder, focal point…) is refused.
 */
export function parseFileInfo(raw: unknown): FileInfo {
  if (raw === undefined) return {};
  if (typeof raw !== 'string') throw invalidFileInfo('fileInfo must be sent once, as JSON text');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidFileInfo('fileInfo is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidFileInfo('fileInfo must be a JSON object');
  const info: FileInfo = {};
  for (const [key, text] of Object.entries(value)) {
    if (!Object.prototype.hasOwnProperty.call(FILE_INFO_LIMITS, key)) throw invalidFileInfo(`fileInfo.${key} is not accepted`);
    const max = FILE_INFO_LIMITS[key as keyof FileInfo];
    if (typeof text !== 'string' || text.length > max) throw invalidFileInfo(`fileInfo.${key} must be text of at most ${max} characters`);
    info[key as keyof FileInfo] = text;
  }
  return info;
}

/**
 * The one picture of a member's upload. Only `files` (one file) and `fileInfo` may be sent: the
 * fields with which Strapi attaches or places a file (`ref`, `refId`, `field`, `path`) and any
 * other are refused, so a member's file is never linked to anything by the upload itself.
 */
export function memberUploadForm(body: unknown, files: ParsedFiles | undefined) {
  const fields = body && typeof body === 'object' ? Object.keys(body) : [];
  for (const field of [...fields, ...Object.keys(files ?? {})]) {
    if (field !== 'fileInfo' && field !== 'files') {
      throw refusal(400, 'upload.fieldNotAllowed', `Members cannot send "${field}" with an upload`, { field });
    }
  }
  const input = files?.files;
  const list = input === undefined ? [] : Array.isArray(input) ? input : [input];
  if (list.length === 0) throw refusal(400, 'upload.noFile', 'Send the picture in the "files" field');
  if (list.length > 1) throw refusal(400, 'upload.tooManyFiles', 'Send one picture at a time');
  const fileInfo = parseFileInfo((body as { fileInfo?: unknown } | undefined)?.fileInfo);
  return { file: list[0]!, fileInfo };
}
