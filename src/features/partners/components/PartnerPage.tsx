import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { ongoingProjects, partnerQueryOptions, pastProjects } from '../api';
import { PartnerProjectLinks } from './PartnerProjectLinks';
import { currentLanguage } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';
import { Picture } from '../../../components/ui/Picture';

export function PartnerPage({ idPartner }: { idPartner: string }) {
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
      <PartnerProjectLinks projects={ongoingProjects(partner)} empty={_('singlePartner.noAcitveProjects')} lang={lang} />
      <h2>{_('singlePartner.past')}</h2>
      <PartnerProjectLinks projects={pastProjects(partner)} empty={_('singlePartner.noPastProjects')} lang={lang} />
    </article>
  );
}
