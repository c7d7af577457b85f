import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { LegalTextPage } from './LegalTextPage';
import { BarrierReportForm } from './BarrierReportForm';

/** /accessibility: the accessibility statement as the editors publish it, and the form to report a barrier. */
export function AccessibilityPage({ offlineScreen }: { offlineScreen: ComponentType<{ retry: () => void }> }) {
  const { _ } = useLingui();
  return (
    <LegalTextPage kind="accessibility" title={_('pages.accessibility.title')} offlineScreen={offlineScreen}>
      <BarrierReportForm />
    </LegalTextPage>
  );
}
