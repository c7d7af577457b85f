import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Media } from '../../../lib/schemas';
import { imageSources, loadingHints } from '../../../components/ui/image-sources';
import { Picture } from '../../../components/ui/Picture';
import { useOnline } from '../../../lib/use-online';
import { POSTER_SIZES } from '../section-media';

type Props = {
  embed: string;
  title: string;
  /** Our own picture for this section (stored on our server, so cached by the worker), if any. */
  poster: Media | null;
  priority: boolean;
};

/**
 * Click to play: Vimeo's player (about 1 MB, a dozen requests, another origin) is loaded only when the
 * member asks for it; until then a poster holds its place. Offline the player cannot load, and the
 * poster says so instead of offering a play that would fail.
 */
export function VideoPoster({ embed, title, poster, priority }: Props) {
  const { _ } = useLingui();
  const online = useOnline();
  const [playing, setPlaying] = useState(false);
  const label = _('home.video', { title });

  if (playing) {
    const src = new URL(embed);
    src.searchParams.set('autoplay', '1');
    return (
      <div className="video">
        <iframe src={src.href} title={label} allow="autoplay; fullscreen; picture-in-picture" />
      </div>
    );
  }
  const image = poster ? imageSources(poster) : undefined;
  return (
    <div className="video video--poster">
      {image && <Picture className="video__poster" {...image} sizes={POSTER_SIZES} alt="" {...loadingHints(priority)} />}
      {online ? (
        <button type="button" className="video__play" onClick={() => setPlaying(true)} aria-label={_('home.playVideo', { title })}>
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      ) : (
        <p className="video__offline">{_('home.videoNeedsConnection')}</p>
      )}
    </div>
  );
}
