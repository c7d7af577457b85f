import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Project } from '../api';
import { imageSources, loadingHints } from '../../../components/ui/image-sources';

type Image = NonNullable<Project['mainImage']>;

/** A card's width in the project grids: a third, a half or the whole of the page less its padding. */
export const GRID_IMAGE_SIZES = '(min-width: 1032px) 380px, (min-width: 672px) 50vw, calc(100vw - 2rem)';

type Props = {
  image: Image;
  /** The card the page opens on: its picture is fetched at once and first, not when laid out. */
  priority?: boolean;
  /** The card's width for `sizes` (which of Strapi's sizes to download): the grids' by default. */
  sizes?: string;
};

/** The card's image with the spec's 'Cargando proyecto' placeholder until the picture has arrived. */
export function CardImage({ image, priority = false, sizes = GRID_IMAGE_SIZES }: Props) {
  const { _ } = useLingui();
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  // An image already in the browser cache can finish before React attaches onLoad.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [image.url]);

  return (
    <div className="project-card__media" data-state={state}>
      {state === 'loading' && <span className="project-card__placeholder">{_('home.loadingProject')}</span>}
      {state !== 'failed' && (
        <img
          ref={ref}
          className="project-card__image"
          src={image.url}
          srcSet={imageSources(image).srcSet}
          sizes={sizes}
          alt={image.alternativeText ?? ''}
          {...loadingHints(priority)}
          width={600}
          height={300}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
