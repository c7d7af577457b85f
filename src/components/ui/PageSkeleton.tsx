import { useLingui } from '@lingui/react';

type Props = {
  /** `cards`: a list of cards (projects, partners, challenges); `article`: one page (a project, a reward, a partner, news, the profile). */
  shape: 'cards' | 'article';
};

/** The page's shape in grey while its data is on the way (a slow network), instead of a blank screen. */
export function PageSkeleton({ shape }: Props) {
  const { _ } = useLingui();
  return (
    <section className="page page-skeleton" aria-busy="true" data-testid="page-skeleton">
      <p className="visually-hidden" role="status">
        {_('pending.loading')}
      </p>
      <div className="skeleton skeleton--title" />
      {shape === 'cards' ? (
        <ul className="project-grid" aria-hidden="true">
          {[0, 1, 2].map((card) => (
            <li key={card} className="skeleton skeleton--card" />
          ))}
        </ul>
      ) : (
        <div aria-hidden="true">
          <div className="skeleton skeleton--picture" />
          {[0, 1, 2, 3].map((line) => (
            <div key={line} className="skeleton skeleton--line" />
          ))}
        </div>
      )}
    </section>
  );
}

export const CardsSkeleton = () => <PageSkeleton shape="cards" />;
export const ArticleSkeleton = () => <PageSkeleton shape="article" />;
