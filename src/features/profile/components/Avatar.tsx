import { useState } from 'react';
import type { UploadedImage } from '../api';

type Props = { image: Pick<UploadedImage, 'url' | 'alternativeText'> | null | undefined; name: string; alt: string; size?: number };

/** The member's picture, or their initials in a circle when they have none (or it cannot be read, offline). */
export function Avatar({ image, name, alt, size = 96 }: Props) {
  const [failed, setFailed] = useState<string>();
  if (image && failed !== image.url) return <img className="avatar" src={image.url} alt={alt} width={size} height={size} onError={() => setFailed(image.url)} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} role="img" aria-label={alt}>
      {initials || '?'}
    </span>
  );
}
