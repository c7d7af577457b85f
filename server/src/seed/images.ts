import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';

export type ImageSpec = { name: string; label: string; width: number; height: number; hue: number; alt?: string };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colourful placeholder picture drawn locally: a gradient, a few sparks and a label. */
function drawSvg({ label, width, height, hue }: ImageSpec): string {
  const fontSize = Math.round(Math.min(width / Math.max(label.length, 8) * 1.5, height / 5));
  const sparks = [0.15, 0.78, 0.55]
    .map((x, i) => `<circle cx="${x * width}" cy="${(0.25 + i * 0.25) * height}" r="${(0.08 + i * 0.05) * Math.min(width, height)}" fill="hsl(${(hue + 40 * (i + 1)) % 360} 90% 70% / .35)"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 30%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${sparks}
  <text x="50%" y="54%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700"
    font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

/** Draws each picture and stores it through Strapi's upload service; returns file ids by name. */
export async function uploadGeneratedImages(strapi: Core.Strapi, specs: ImageSpec[]): Promise<Map<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'chispa-seed-'));
  const ids = new Map<string, number>();
  try {
    for (const spec of specs) {
      const filepath = join(dir, `${spec.name}.jpg`);
      const jpeg = await sharp(Buffer.from(drawSvg(spec))).jpeg({ quality: 78 }).toBuffer();
      writeFileSync(filepath, jpeg);
      const [file] = await strapi.plugin('upload').service('upload').upload({
        data: { fileInfo: { name: `${spec.name}.jpg`, alternativeText: spec.alt ?? spec.label, caption: spec.label } },
        files: { filepath, originalFilename: `${spec.name}.jpg`, mimetype: 'image/jpeg', size: jpeg.length },
      });
      ids.set(spec.name, file.id);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return ids;
}
