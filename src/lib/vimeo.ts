/**
 * The two video URL forms editors paste, `{host}/{id}` and `{host}/{id}/{hash}` (unlisted videos),
 * as the player's embed URL; null for anything else, which is then not embedded at all.
 */
export function vimeoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!/(^|\.)vimeo\.com$/.test(parsed.hostname)) return null;
  const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/i.exec(parsed.pathname);
  if (!match) return null;
  const embed = new URL(`https://player.vimeo.com/video/${match[1]}`);
  const hash = match[2] ?? parsed.searchParams.get('h');
  if (hash) embed.searchParams.set('h', hash);
  return embed.href;
}
