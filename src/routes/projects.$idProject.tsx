import { lazy, Suspense } from 'react';
import { createFileRoute, Link, useLocation } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { linkedInShareUrl, projectPageUrl, projectQueryOptions, recordShare, type Project } from '../features/projects';
import { CardActions } from '../features/projects/components/CardActions';
import { ProjectProgress } from '../features/projects/components/ProjectProgress';
import { statusLabelId } from '../features/projects/page';
import { useVoting, VotesLoadError } from '../features/votes';
import { activateLanguage, currentLanguage } from '../lib/i18n';
import { ensureOrNotFound } from '../lib/route-data';
import { usePageMeta } from '../lib/page-meta';
import { RichText } from '../lib/rich-text';
import { useSession } from '../lib/use-session';
import { vimeoEmbedUrl } from '../lib/vimeo';
import { routeLoadError } from './-components/RouteLoadError';
import { Picture } from '../components/ui/Picture';
import { RewardBox } from '../features/rewards/components/RewardBox';
import { resultsDue } from '../features/results';

const ResultPanel = lazy(() => import('../features/results/components/ResultPanel'));

type ProjectSearch = { locale?: 'es' | 'en' };

export const Route = createFileRoute('/projects/$idProject')({
  validateSearch: (search: Record<string, unknown>): ProjectSearch =>
    search.locale === 'es' || search.locale === 'en' ? { locale: search.locale } : {},
  loaderDeps: ({ search }) => ({ locale: search.locale }),
  loader: async ({ context, params, deps }) => {
    // ?locale=es|en switches the app's language before the project is read in it.
    if (deps.locale && deps.locale !== currentLanguage()) await activateLanguage(deps.locale);
    return ensureOrNotFound(context.queryClient, projectQueryOptions(params.idProject, currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.project.title', messageId: 'singleProject.errors.genericServerError' }),
  component: ProjectPage,
});

function ProjectPage() {
  const { idProject } = Route.useParams();
  const { _ } = useLingui();
  const session = useSession();
  const { data: project } = useSuspenseQuery(projectQueryOptions(idProject, currentLanguage()));
  const video = vimeoEmbedUrl(project.videoUrl);
  const comingSoon = project.currentstatus === 'comingSoon';

  const canonicalUrl = projectPageUrl(project.documentId);

  usePageMeta({ title: project.name, description: project.extract ?? project.subtitle, image: project.mainImage?.url, url: canonicalUrl });

  return (
    <article className="page project-page">
      {session && (
        <Link to="/projects" className="back-link">
          ← {_('project.back')}
        </Link>
      )}
      <header>
        <p className="status-label">{_(statusLabelId(project))}</p>
        <h1 lang={project.locale}>{project.name}</h1>
        {project.subtitle && <p className="project-page__subtitle" lang={project.locale}>{project.subtitle}</p>}
      </header>
      {project.mainImage && <Picture className="project-page__image" src={project.mainImage.url} alt={project.mainImage.alternativeText ?? ''} width={1200} height={600} />}
      {project.extract && <p className="project-page__extract" lang={project.locale}>{project.extract}</p>}
      {video && (
        <div className="video">
          <iframe src={video} title={_('project.video', { name: project.name })} allow="fullscreen; picture-in-picture" loading="lazy" />
        </div>
      )}
      <RichText blocks={project.description_rt} lang={project.locale} />
      {project.gallery && project.gallery.length > 0 && (
        <ul className="gallery" aria-label={_('project.gallery')}>
          {project.gallery.map((image) => (
            <li key={image.url}>
              <Picture src={image.url} alt={image.alternativeText ?? ''} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {!comingSoon && <ProjectProgress start={project.project_start} end={project.project_end} />}
      <VoteSection project={project} userId={session?.userId} />
      {!session && <GuestPrompt />}
      {resultsDue(project) && (
        <Suspense fallback={null}>
          <ProjectResultFor project={project} userId={session?.userId} />
        </Suspense>
      )}
      {!comingSoon && project.project_type === 'humans' && project.reward && (
        <RewardBox reward={project.reward} projectType={project.project_type} signedIn={session !== null} lang={project.locale} />
      )}
      <p>
        <a
          className="button"
          href={linkedInShareUrl(canonicalUrl)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => session && void recordShare('shareProject', project.documentId)}
        >
          {_('project.shareLinkedIn')}
        </a>
      </p>
    </article>
  );
}

/** The voting section: a member's vote buttons, or for a guest a button to sign in (and come back here) to vote. */
function VoteSection({ project, userId }: { project: Project; userId: number | undefined }) {
  const { _ } = useLingui();
  const { votes, castVote, retry: retryVotes } = useVoting(userId);
  const vote = votes.byProject.get(project.documentId);
  const comingSoon = project.currentstatus === 'comingSoon';

  if (comingSoon) return null;
  return (
    <section className="vote-box" aria-labelledby="vote-title">
      <h2 id="vote-title">{_('project.voteTitle')}</h2>
      {project.supportText && <p lang={project.locale}>{project.supportText}</p>}
      <VotesLoadError state={votes.state} retry={retryVotes} />
      <CardActions project={project} support={vote?.support} votesState={votes.state} pending={vote?.pending ?? false} onVote={(support) => void castVote(project, support)} onProjectPage />
    </section>
  );
}

/** The result beside the member's own vote (a guest sees the result alone). */
function ProjectResultFor({ project, userId }: { project: Project; userId: number | undefined }) {
  const { votes } = useVoting(userId);
  return <ResultPanel projectId={project.documentId} support={votes.byProject.get(project.documentId)?.support} />;
}

function GuestPrompt() {
  const { _ } = useLingui();
  const here = useLocation({ select: (location) => location.href });
  return (
    <section className="guest-prompt" aria-labelledby="guest-title">
      <h2 id="guest-title">{_('project.guestTitle')}</h2>
      <p>{_('project.guestText')}</p>
      <p className="guest-prompt__actions">
        <Link to="/registration" className="button button--primary">
          {_('project.guestSignUp')}
        </Link>
        <Link to="/login" search={{ redirect: here }} className="button">
          {_('project.guestLogIn')}
        </Link>
      </p>
    </section>
  );
}
