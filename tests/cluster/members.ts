import { grantDids as grant, joinMember as join } from '../../scripts/lib/cluster/members.mjs';
import type { Cluster, Instance } from './instances';

export type JoinedMember = { email: string; id: number; token: string; address: string };

/** A member made the way people join (register, mailed link, password), signed in: id and token. */
export const joinMember = (cluster: Cluster, on: Instance): Promise<JoinedMember> => join(cluster, on);

/** An editor's adjustment in the admin panel: `amount` DIDs more for the member. */
export const grantDids = (cluster: Cluster, member: JoinedMember, amount: number): Promise<void> => grant(cluster, member, amount);
