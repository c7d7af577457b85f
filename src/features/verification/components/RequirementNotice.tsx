import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { verificationQueryOptions } from '../api';
import { meetsRequirement } from '../rules';

type Props = { userId: number | undefined; requirement: string | null | undefined; action: 'vote' | 'entry' | 'signUp' };

/**
 * Where an action asks for a verification the member lacks: what is needed, and the way to the
 * verification page, instead of buttons the server would refuse. Renders nothing while it is not
 * known (the buttons stay: the server holds the rule) and when the member meets it.
 */
export function RequirementNotice({ userId, requirement, action }: Props) {
  const { _ } = useLingui();
  const asks = !!requirement && requirement !== 'anyMember' && userId !== undefined;
  const { data } = useQuery({ ...verificationQueryOptions(userId ?? 0), enabled: asks });
  if (!asks || !data || meetsRequirement(data.method, requirement)) return null;
  return (
    <div className="alert alert--info requirement-notice" role="note">
      <p>{_(`requirement.${action}.${requirement}`)}</p>
      <Link to="/verify" className="button button--primary">
        {_('requirement.verify')}
      </Link>
    </div>
  );
}

/** Whether the member may take the action now: not while it asks for a verification they are known to lack. */
export function useMeetsRequirement(userId: number | undefined, requirement: string | null | undefined): boolean {
  const asks = !!requirement && requirement !== 'anyMember' && userId !== undefined;
  const { data } = useQuery({ ...verificationQueryOptions(userId ?? 0), enabled: asks });
  return !asks || !data || meetsRequirement(data.method, requirement);
}
