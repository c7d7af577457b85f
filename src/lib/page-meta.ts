import { useEffect } from 'react';

type Meta = { title: string; description?: string | null; image?: string | null; url?: string };

function setMeta(attribute: 'name' | 'property', key: string, content: string | null | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) return element?.remove();
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The page's title and sharing metadata (Open Graph, with a 1200×600 image), set in the browser as
 * the spec asks. `url` should be the page's canonical address; without it the current address is
 * used with its query and fragment removed.
 */
export function usePageMeta({ title, description, image, url }: Meta) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Chispa`;
    const absoluteImage = image ? new URL(image, window.location.origin).href : null;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', absoluteImage);
    setMeta('property', 'og:image:width', absoluteImage ? '1200' : null);
    setMeta('property', 'og:image:height', absoluteImage ? '600' : null);
    setMeta('property', 'og:url', url ?? window.location.origin + window.location.pathname);
    return () => {
      document.title = previous;
    };
  }, [title, description, image, url]);
}
