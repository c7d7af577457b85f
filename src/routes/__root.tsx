import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Header } from '../components/layout/Header';
import { Footer } from '../components/layout/Footer';
import type { FrameSlots } from '../components/layout/frame-slots';
import { NavigationProgress } from '../components/layout/NavigationProgress';
import { NotFound } from './-components/NotFound';
import { ErrorFallback } from './-components/ErrorFallback';
import { OutboxEffects } from '../offline/page/OutboxEffects';
import { ConnectivityBanner } from '../offline/page/ConnectivityBanner';
import { UpdateNotice } from '../offline/update/UpdateNotice';
import { useSession } from '../lib/use-session';
import { AppToasts } from '../components/ui/AppToasts';
import { DidCounter } from '../features/dids/components/DidCounter';
import { InboxCounter } from '../features/inbox/components/InboxCounter';
import { InstallEntry } from '../features/install';
import { AcceptanceCheck } from '../features/legal/components/AcceptanceCheck';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

// What the frame shows of the features: the layout takes them from here, never from a feature.
const FRAME_SLOTS: FrameSlots = {
  memberInbox: (userId) => <InboxCounter userId={userId} />,
  memberBalance: (userId) => <DidCounter userId={userId} />,
  installEntry: (onDone) => <InstallEntry onDone={onDone} />,
  // Read only now: notifications this device gets are then written in the new language.
  onLanguageChange: (language) => void import('../features/push/follow-language').then((push) => push.followLanguage(language)),
};

function RootLayout() {
  const { _ } = useLingui();
  const session = useSession();
  return (
    <>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        {_('common.skipToContent')}
      </a>
      <Header slots={FRAME_SLOTS} />
      <ConnectivityBanner userId={session?.userId} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer slots={FRAME_SLOTS} />
      <UpdateNotice />
      <AppToasts />
      {session && <OutboxEffects userId={session.userId} />}
      {session && <AcceptanceCheck key={session.userId} userId={session.userId} />}
    </>
  );
}
