// The <head> a link preview reads (Open Graph, Twitter card, <title>) for one project or reward:
// crawlers run no JavaScript, so what the app sets at run time (src/lib/page-meta.ts) never reaches them.

const DESCRIPTION_MAX = 200;
const OG_LOCALES = { es: 'es_ES', en: 'en_GB' };

/** Text safe inside an HTML attribute or element: nothing in it can close a tag or a quote. */
export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** The words of one block (and its children), spaced where blocks meet. */
function wordsOf(node, words) {
  if (!node || typeof node !== 'object') return;
  if (typeof node.text === 'string') words.push(node.text);
  if (Array.isArray(node.children)) node.children.forEach((child) => wordsOf(child, words));
  if (node.type && node.type !== 'text' && node.type !== 'link') words.push(' ');
}

/**
 * Strapi blocks (rich text) as one line of plain text. A block that ends without punctuation (a
 * heading, a list item) gets a full stop, so it does not run into the next sentence.
 */
export function plainText(blocks) {
  if (!Array.isArray(blocks)) return '';
  const sentences = blocks
    .map((block) => {
      const words = [];
      wordsOf(block, words);
      return words.join('').replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean);
  return sentences.map((text, index) => (index < sentences.length - 1 && !/[.!?:;…]$/.test(text) ? `${text}.` : text)).join(' ');
}

/** At most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function trimmed(text, max = DESCRIPTION_MAX) {
  const clean = String(text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** How a preview asks a lookwhat project's question, in its language. */
const OPTIONS_QUESTION = { es: (one, two) => `¿${one} o ${two}?`, en: (one, two) => `${one} or ${two}?` };

/**
 * A lookwhat project's two options by name, as a question to open its preview's description (issue 52);
 * '' for another type, or a project without both names.
 * @param {{ project_type?: unknown, option1_label?: unknown, option2_label?: unknown }} project
 * @param {'es' | 'en'} language
 */
export function optionsQuestion(project, language) {
  if (project.project_type !== 'lookwhat') return '';
  const [one, two] = [project.option1_label, project.option2_label].map((label) => (typeof label === 'string' ? label.replace(/\s+/g, ' ').trim() : ''));
  return one && two ? OPTIONS_QUESTION[language](one, two) : '';
}

/**
 * The picture shared: the original when it is not much larger than a share card (1200 wide),
 * otherwise Strapi's largest format, as an absolute address.
 */
export function shareImage(media, origin) {
  if (!media || typeof media.url !== 'string') return null;
  const formats = Object.values(media.formats ?? {}).filter((format) => format && typeof format.url === 'string');
  const large = formats.sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
  const pick = !media.width || media.width <= 2000 || !large ? media : large;
  return {
    url: new URL(pick.url, origin).href,
    width: pick.width ?? null,
    height: pick.height ?? null,
    alt: media.alternativeText ?? '',
  };
}

/**
 * @param {{ title: string, description: string, image: ReturnType<typeof shareImage>, url: string, language: 'es' | 'en', type?: string, publisher?: string | null }} preview
 * publisher: the operator's legal name (GET /api/operator), who publishes the page; the site's name
 * stays Chispa. Open Graph's article:publisher and Twitter's twitter:site take a profile's address or
 * handle, not a name: HTML's own `author` is the tag that names who is behind a page.
 * @returns {string} the tags, every value escaped
 */
export function previewTags({ title, description, image, url, language, type = 'article', publisher = null }) {
  const meta = (attribute, name, content) => (content ? `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />` : '');
  return [
    `<title>${escapeHtml(`${title} · Chispa`)}</title>`,
    meta('name', 'description', description),
    meta('name', 'author', publisher),
    meta('property', 'og:site_name', 'Chispa'),
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:image', image?.url),
    meta('property', 'og:image:width', image?.width ? String(image.width) : ''),
    meta('property', 'og:image:height', image?.height ? String(image.height) : ''),
    meta('property', 'og:image:alt', image?.alt),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image?.url),
  ]
    .filter(Boolean)
    .join('\n    ');
}

const GENERIC_TITLE = /<title>[\s\S]*?<\/title>/;
const GENERIC_DESCRIPTION = /<meta name="description"[^>]*>/;

/**
 * index.html with the generic title and description replaced by the preview's tags. The inline
 * scripts are left byte for byte as they are, so their CSP hashes (security-headers.mjs) still hold.
 */
export function withPreview(indexHtml, tags) {
  if (!GENERIC_TITLE.test(indexHtml)) throw new Error('index.html has no <title> to replace');
  return indexHtml.replace(GENERIC_DESCRIPTION, '').replace(GENERIC_TITLE, () => tags);
}
