import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { LegalTextPage } from './LegalTextPage';

/** /cookies (spec §2): the cookie policy as the editors publish it, open to all. */
export function CookiesPage({ offlineScreen }: { offlineScreen: ComponentType<{ retry: () => void }> }) {
  const { _ } = useLingui();
  return <LegalTextPage kind="cookies" title={_('pages.cookies.title')} offlineScreen={offlineScreen} />;
}
