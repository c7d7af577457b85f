import { useEffect, useState } from 'react';
import { Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { editLink } from './api';
import type { Titles } from '../shared/contracts';


/** Read once per page load: a list page of votes asks for the same few titles on every row. */
let titles: Promise<Titles> | null = null;

/** A vote's project, or an entry's or sign-up's reward, by its title and linked to its page. */
export function TitleCell({ kind, documentId }: { kind: 'project' | 'reward'; documentId: string | null | undefined }) {
  const { get } = useFetchClient();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    titles ??= get<{ data: Titles }>('/campaign/titles').then(
      (answer) => answer.data.data,
      () => ((titles = null), { projects: {}, rewards: {} }),
    );
    let current = true;
    void titles.then((known) => current && setTitle((kind === 'project' ? known.projects : known.rewards)[documentId ?? ''] ?? null));
    return () => {
      current = false;
    };
  }, [get, kind, documentId]);
  if (!documentId || !title) return <Typography textColor="neutral600">{documentId ?? '—'}</Typography>;
  const uid = kind === 'project' ? 'api::project.project' : 'api::reward.reward';
  return (
    <Link href={editLink(uid, documentId)} onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {title}
    </Link>
  );
}
