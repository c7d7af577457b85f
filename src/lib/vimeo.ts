/**
 * The two video URL forms of spec §2, `{host}/{numericId}` and `{host}/{numericId}/{hash}` (unlisted
 * videos), as the Vimeo player's embed URL. Any http(s) host is accepted (editors paste vimeo.com
 * links, share links or their own short domains); the embed is always built on player.vimeo.com, so
 * the host never reaches the page. The player's own `/video/{id}` form is accepted too. Anything else
 * (another scheme, another path) is null and is then not embedded at all.
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
  const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-z]+))?\/?$/i.exec(parsed.pathname);
  if (!match) return null;
  const embed = new URL(`https://player.vimeo.com/video/${match[1]}`);
  const hash = match[2] ?? parsed.searchParams.get('h');
  if (hash && /^[0-9a-z]+$/i.test(hash)) embed.searchParams.set('h', hash);
  return embed.href;
}
