import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/**
 * An `<img>` that, when its picture cannot be read (offline and never stored, or gone from the
 * server), leaves an empty frame of the same size and class instead of the browser's broken-image
 * icon; its text alternative, if any, stays for screen readers.
 */
export function Picture({ src, alt, className, width, height, onError, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => setMissing(false), [src]);
  // A picture that failed before React attached onError (the browser's cache answered at once).
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setMissing(true);
  }, [src]);

  if (missing) {
    const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    const style = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
    return <span className={`picture-missing ${className ?? ''}`.trim()} style={style} data-missing="" {...label} />;
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      onError={(event) => {
        setMissing(true);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
