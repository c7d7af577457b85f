import { useLingui } from '@lingui/react';

/** The data-protection text shown when a reward has no terms of its own. */
export function DefaultTerms() {
  const { _ } = useLingui();
  return (
    <div className="rich-text">
      <h2>{_('rewardTerms.defaultTitle')}</h2>
      <p>{_('rewardTerms.defaultController')}</p>
      <p>{_('rewardTerms.defaultPurpose')}</p>
      <p>{_('rewardTerms.defaultRights')}</p>
    </div>
  );
}
