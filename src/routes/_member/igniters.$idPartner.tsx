import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { ongoingProjects, partnerQueryOptions, pastProjects, type Partner } from '../../features/partners';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { RichText } from '../../lib/rich-text';
import { routeLoadError } from '../-components/RouteLoadError';
import { Picture } from '../../components/ui/Picture';

export const Route = createFileRoute('/_member/igniters/$idPartner')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context, params }) => {
    const { partnerQueryOptions } = await import('../../features/partners/api');
    return ensureOrNotFound(context.queryClient, partnerQueryOptions(params.idPartner, currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.partner.title', messageId: 'singlePartner.errors.genericServerError' }),
  component: PartnerPage,
});

function ProjectLinks({ projects, empty, lang }: { projects: NonNullable<Partner['projects']>; empty: string; lang?: string }) {
  if (projects.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="partner-projects">
      {projects.map((project) => {
        const image = project.mainImage ?? project.images?.[0];
        return (
          <li key={project.documentId}>
            <Link to="/projects/$idProject" params={{ idProject: project.documentId }} className="partner-tile">
              {image && <Picture src={image.url} alt="" loading="lazy" />}
              <span lang={lang}>{project.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function PartnerPage() {
  const { idPartner } = Route.useParams();
  const { _ } = useLingui();
  const { data: partner } = useSuspenseQuery(partnerQueryOptions(idPartner, currentLanguage()));
  // The projects listed with a partner are in the partner's own language.
  const lang = partner.locale;
  return (
    <article className="page partner-page">
      <Link to="/igniters" className="back-link">
        ← {_('singlePartner.back')}
      </Link>
      <header className="partner-page__header">
        {partner.imagePath && <Picture src={partner.imagePath.url} alt="" width={160} height={160} />}
        <h1 lang={lang}>{partner.name}</h1>
      </header>
      <RichText blocks={partner.description_rt} lang={lang} />
      <h2>{_('singlePartner.ongoing')}</h2>
      <ProjectLinks projects={ongoingProjects(partner)} empty={_('singlePartner.noAcitveProjects')} lang={lang} />
      <h2>{_('singlePartner.past')}</h2>
      <ProjectLinks projects={pastProjects(partner)} empty={_('singlePartner.noPastProjects')} lang={lang} />
    </article>
  );
}
