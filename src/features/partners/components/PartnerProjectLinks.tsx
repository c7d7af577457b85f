import { Link } from '@tanstack/react-router';
import type { Partner } from '../api';
import { Picture } from '../../../components/ui/Picture';

/** A partner's projects, each a tile linking to its page, or `empty` when there is none. */
export function PartnerProjectLinks({ projects, empty, lang }: { projects: NonNullable<Partner['projects']>; empty: string; lang?: string }) {
  if (projects.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="partner-projects">
      {projects.map((project) => {
        const image = project.mainImage ?? project.images?.[0];
        return (
          <li key={project.documentId}>
            <Link to="/projects/$idProject" params={{ idProject: project.documentId }} className="partner-tile">
              {image && <Picture src={image.url} alt="" loading="lazy" />}
              <span lang={project.locale ?? lang}>{project.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
