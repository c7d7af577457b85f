import { open } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../lib/errors';
import type { Action } from '../../lib/controller-extension';

export const MAX_IMAGE_BYTES = 3_000_000;

type IncomingFile = { filepath: string; size: number; mimetype?: string };

/** Recognises an image by its first bytes, whatever name or type the client declared. */
async function isImage(file: IncomingFile): Promise<boolean> {
  const handle = await open(file.filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    const head = buffer.subarray(0, bytesRead);
    const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const gif = head.subarray(0, 4).toString('latin1') === 'GIF8';
    const webp = head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
    return jpeg || png || gif || webp;
  } finally {
    await handle.close();
  }
}

/**
 * POST /api/upload for members: images only, at most 3,000,000 bytes each, no replacing or
 * editing existing files (`?id=`), and each stored file is remembered as the member's own.
 */
export function memberUploadAction(strapi: Core.Strapi, original: Action): Action {
  return async (ctx) => {
    if (ctx.query.id !== undefined) throw refusal(403, 'upload.replaceForbidden', 'Members cannot replace or edit existing files');
    const input = ctx.request.files?.files as IncomingFile | IncomingFile[] | undefined;
    const files = input === undefined ? [] : Array.isArray(input) ? input : [input];
    if (files.length === 0) throw refusal(400, 'upload.noFile', 'Send the picture in the "files" field');
    for (const file of files) {
      if (file.size > MAX_IMAGE_BYTES) throw refusal(413, 'upload.tooBig', `Pictures can be at most ${MAX_IMAGE_BYTES} bytes`);
      if (!(await isImage(file))) throw refusal(400, 'upload.notAnImage', 'Only JPEG, PNG, GIF or WebP pictures can be uploaded');
    }

    await original(ctx);

    const uploaded: { id: number }[] = Array.isArray(ctx.body) ? ctx.body : [];
    for (const file of uploaded) {
      await strapi.db.query('api::member-upload.member-upload').create({ data: { fileId: file.id, user: ctx.state.user.id } });
    }
  };
}
