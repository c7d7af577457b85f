import type { HomeSection, Banner } from '../api';
import { LatestNews, type NewsPost } from '../../news';
import { SectionMedia } from './SectionMedia';
import { HomeBanner } from './HomeBanner';

type Props = { second?: HomeSection | null; banner?: Banner | null; news?: NewsPost[] };

/** What sits below the carousel: the second section, the banner and the latest news. */
export default function HomeExtras({ second, banner, news }: Props) {
  return (
    <>
      {second && <SectionMedia section={second} />}
      {banner && <HomeBanner banner={banner} />}
      {news && <LatestNews posts={news} />}
    </>
  );
}
