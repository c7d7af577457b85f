import { open } from 'node:fs/promises';
import { cpus } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { refusal } from '../../lib/errors';

/** A decompression bomb stops here: about 50 megapixels (an 8000 × 6000 photo) is the most decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The stored picture's longest side; an avatar never needs more, and smaller files are served faster. */
export const MAX_OUTPUT_SIDE = 4096;
const TIMEOUT_SECONDS = 10;

/**
 * Re-encodes at a time in this process; the others wait their turn. A large picture takes seconds
 * of CPU (sharp's own `concurrency` only splits one picture over threads), so a few uploads at once
 * would otherwise take every core from the requests that read. One core stays for those.
 */
const reencodes = pLimit(Math.max(1, cpus().length - 1));

type Output = { format: 'jpeg' | 'png' | 'webp'; ext: string; mime: string };

const JPEG: Output = { format: 'jpeg', ext: 'jpg', mime: 'image/jpeg' };
const PNG: Output = { format: 'png', ext: 'png', mime: 'image/png' };
const WEBP: Output = { format: 'webp', ext: 'webp', mime: 'image/webp' };

/**
 * The formats members may send, told by their first bytes (so that no other decoder of libvips,
 * such as SVG, TIFF or HEIF, ever sees a member's file), and what each is stored as. A GIF becomes
 * a PNG of its first frame: lossless like the GIF, and avatars are still pictures.
 */
function outputFor(head: Buffer): Output | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return PNG;
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return PNG;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return WEBP;
  return null;
}

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const notAnImage = () => refusal(400, 'upload.notAnImage', 'Only JPEG, PNG, GIF or WebP pictures can be uploaded');

export type Reencoded = { path: string; ext: string; mime: string; size: number };

/**
 * Decodes a member's picture and writes it again as a new file: turned upright from its EXIF
 * orientation, in sRGB, with no metadata at all (sharp keeps none unless asked: no EXIF, GPS, XMP
 * or ICC profile), at most MAX_OUTPUT_SIDE pixels a side. Whatever else the sent bytes were (a
 * script, a page) does not survive; the format, extension and type are those of the new file.
 */
export async function reencodePicture(inputPath: string, outputPath: string): Promise<Reencoded> {
  const output = outputFor(await firstBytes(inputPath));
  if (!output) throw notAnImage();
  try {
    const info = await reencodes(() =>
      sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .autoOrient()
        .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
        .toFormat(output.format, output.format === 'png' ? {} : { quality: 85 })
        .toFile(outputPath),
    );
    return { path: outputPath, ext: output.ext, mime: output.mime, size: info.size };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit|timeout/i.test(message)) {
      throw refusal(413, 'upload.tooManyPixels', `Pictures can have at most ${MAX_INPUT_PIXELS} pixels`);
    }
    throw notAnImage();
  }
}
