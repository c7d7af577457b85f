import { Suspense } from 'react';
import { lazyOrNothing } from '../../../lib/lazy-or-nothing';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { projectQueryOptions } from '../api';
import { linkedInShareUrl, projectPageUrl, recordShare } from '../../sharing';
import { statusLabelId } from '../status-label';
import { timelineQueryOptions } from '../timeline-api';
import { ProjectProgress } from './ProjectProgress';
import { VoteSection } from './VoteSection';
import { GuestPrompt } from './GuestPrompt';
import { ProjectResultFor } from './ProjectResultFor';
import { currentLanguage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { RichText } from '../../../lib/rich-text';
import { useSession } from '../../../lib/use-session';
import { vimeoEmbedUrl } from '../../../lib/vimeo';
import { Picture } from '../../../components/ui/Picture';
import { RewardBox } from '../../rewards/components/RewardBox';
import { resultsDue } from '../../results';

const ProjectTimeline = lazyOrNothing(() => import('./ProjectTimeline').then((module) => module.default));
// Read only for a signed-in member, beside the rest of the page: guests never load it.
const FollowBox = lazyOrNothing(() => import('../../following/components/FollowBox').then((module) => module.FollowBox));

export function ProjectPage({ idProject }: { idProject: string }) {
  const { _ } = useLingui();
  const session = useSession();
  const { data: project } = useSuspenseQuery(projectQueryOptions(idProject, currentLanguage()));
  const video = vimeoEmbedUrl(project.videoUrl);
  const comingSoon = project.currentstatus === 'comingSoon';
  // The timeline's first page also brings the editor's latest progress, which the bar shows.
  const timeline = useInfiniteQuery(timelineQueryOptions(project.documentId, currentLanguage()));
  const editorProgress = timeline.data ? (timeline.data.pages[0]!.meta.progress ?? null) : timeline.isError ? null : undefined;

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
        {project.subtitleExtraInfo && <p className="project-page__extra" lang={project.locale}>{project.subtitleExtraInfo}</p>}
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
      {!comingSoon && <ProjectProgress editor={editorProgress} start={project.project_start} end={project.project_end} />}
      <VoteSection project={project} userId={session?.userId} />
      {session && (
        <Suspense fallback={null}>
          <FollowBox project={project} userId={session.userId} />
        </Suspense>
      )}
      {!session && <GuestPrompt />}
      {resultsDue(project) && (
        <Suspense fallback={null}>
          <ProjectResultFor project={project} userId={session?.userId} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ProjectTimeline projectId={project.documentId} />
      </Suspense>
      {!comingSoon && project.project_type === 'humans' && project.reward && (
        <RewardBox reward={project.reward} projectType={project.project_type} signedIn={session !== null} lang={project.reward.locale ?? project.locale} />
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
