import { rm } from 'node:fs/promises';
import { parse } from 'node:path';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../lib/errors';
import type { Action } from '../../lib/controller-extension';
import { memberOf } from '../../lib/api-context';
import { memberUploadForm, type IncomingFile } from './member-upload-form';
import { reencodePicture } from './reencode-picture';

export const MAX_IMAGE_BYTES = 3_000_000;

/** The name a stored picture gets: the member's name for it without any extension of its own, then the real one. */
function storedName(wanted: string | null | undefined, ext: string): string {
  const base = parse(wanted ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it takes out of a file name
    .name.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '')
    .trim();
  return `${base || 'picture'}.${ext}`;
}

/**
 * POST /api/upload for members: one picture of at most 3,000,000 bytes, re-encoded before Strapi
 * stores it (so its name, extension and type are those of the new bytes), with only spec §3's
 * file info; no replacing or editing existing files (`?id=`), no attaching; each stored file is
 * remembered as the member's own.
 */
export function memberUploadAction(strapi: Core.Strapi, original: Action): Action {
  return async (ctx) => {
    if (ctx.query.id !== undefined) throw refusal(403, 'upload.replaceForbidden', 'Members cannot replace or edit existing files');
    const { file, fileInfo } = memberUploadForm(ctx.request.body, ctx.request.files);
    if (file.size > MAX_IMAGE_BYTES) throw refusal(413, 'upload.tooBig', `Pictures can be at most ${MAX_IMAGE_BYTES} bytes`);

    const picture = await reencodePicture(file.filepath, `${file.filepath}.picture`);
    const name = storedName(fileInfo.name ?? file.originalFilename, picture.ext);
    const stored: IncomingFile = Object.assign(file, { filepath: picture.path, size: picture.size, mimetype: picture.mime, originalFilename: name });
    ctx.request.files = { files: stored };
    ctx.request.body = { fileInfo: { ...fileInfo, name } };
    try {
      await original(ctx);
    } finally {
      await rm(picture.path, { force: true });
    }

    const uploaded: { id: number }[] = Array.isArray(ctx.body) ? ctx.body : [];
    for (const upload of uploaded) {
      await strapi.db.query('api::member-upload.member-upload').create({ data: { fileId: upload.id, user: memberOf(ctx).id } });
    }
  };
}
