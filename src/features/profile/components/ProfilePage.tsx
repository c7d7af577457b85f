import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { User } from '../api';
import { ageInYears } from '../age';
import { Avatar } from './Avatar';
import { ReferralCode } from './ReferralCode';
import { SupportedProjects } from './SupportedProjects';
import { DidsSummary } from './DidsSummary';
import { PendingEmail } from './PendingEmail';
import { SubscriptionBox } from '../../subscriptions';
import { MemberDataSection } from '../../member-data';
import { PushSettings, pushSupported } from '../../push';
import { Suspense } from 'react';
import { lazyOrNothing } from '../../../lib/lazy-or-nothing';

// Their own chunks: the profile's first screen does not wait for them.
const FollowedProjects = lazyOrNothing(() => import('./FollowedProjects').then((module) => module.FollowedProjects));
/** The mail part: read with the profile, after its first render (issue 52). */
const MailSettings = lazyOrNothing(() => import('../../mail-settings/components/MailSettings').then((module) => module.default));

/** /profile (spec §2): the member's data, referral code, supported projects, DIDs and subscription; their notifications (push on this device, mail per topic) and the download of everything kept about them. */
export function ProfilePage({ user }: { user: User }) {
  const { _, i18n } = useLingui();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const age = ageInYears(user.birthDate);
  const notProvided = <span className="muted">{_('profile.notProvided')}</span>;
  const memberSince = i18n.date(new Date(user.createdAt), { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });

  return (
    <section className="page profile">
      <h1>{_('pages.profile.title')}</h1>
      <section className="profile-section profile-card" aria-labelledby="profile-name">
        <Avatar image={user.image} name={fullName || user.email} alt={_('profile.avatarAlt')} />
        <div>
          <p className="profile-card__greeting" id="profile-name">
            {user.firstName ? _('profile.greeting', { name: user.firstName }) : user.email}
          </p>
          <dl className="profile-facts">
            <dt>{_('profile.fullName')}</dt>
            <dd>{fullName || notProvided}</dd>
            <dt>{_('profile.email')}</dt>
            <dd>
              {user.email}
              <PendingEmail email={user.pendingEmail} />
            </dd>
            <dt>{_('profile.age')}</dt>
            <dd>{age === null ? notProvided : _('profile.ageValue', { age })}</dd>
            <dt>{_('profile.city')}</dt>
            <dd>{user.city || notProvided}</dd>
            <dt>{_('profile.memberSince')}</dt>
            <dd>{memberSince}</dd>
            <dt>{_('profile.verification')}</dt>
            <dd>
              {user.verificationMethod ? _(user.verificationMethod === 'census' ? 'profile.verifiedByCensus' : 'profile.verifiedByCode') : <Link to="/verify">{_('profile.verifyNow')}</Link>}
            </dd>
          </dl>
          <Link to="/profile/edit" className="button">
            {_('profile.edit')}
          </Link>
        </div>
      </section>
      {user.referralCode && <ReferralCode code={user.referralCode} />}
      <DidsSummary userId={user.id} />
      <SupportedProjects userId={user.id} />
      <Suspense fallback={null}>
        <FollowedProjects userId={user.id} />
      </Suspense>
      <SubscriptionBox userId={user.id} userType={user.userType} />
      {pushSupported() && (
        <Suspense fallback={null}>
          <PushSettings />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <MailSettings />
      </Suspense>
      <MemberDataSection userId={user.id} />
    </section>
  );
}
