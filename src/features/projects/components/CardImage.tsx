import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Project } from '../api';

type Image = NonNullable<Project['mainImage']>;

/** The card's image with the spec's 'Cargando proyecto' placeholder until the picture has arrived. */
export function CardImage({ image }: { image: Image }) {
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
          alt={image.alternativeText ?? ''}
          loading="lazy"
          width={600}
          height={300}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
