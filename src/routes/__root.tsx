import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Header } from '../components/layout/Header';
import { Footer } from '../components/layout/Footer';
import { NavigationProgress } from '../components/layout/NavigationProgress';
import { NotFound } from './-components/NotFound';
import { ErrorFallback } from './-components/ErrorFallback';
import { OutboxEffects } from '../offline/page/OutboxEffects';
import { ConnectivityBanner } from '../offline/page/ConnectivityBanner';
import { UpdateNotice } from '../offline/update/UpdateNotice';
import { useSession } from '../lib/use-session';
import { AppToasts } from '../components/ui/AppToasts';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

function RootLayout() {
  const { _ } = useLingui();
  const session = useSession();
  return (
    <>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        {_('common.skipToContent')}
      </a>
      <Header />
      <ConnectivityBanner userId={session?.userId} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <UpdateNotice />
      <AppToasts />
      {session && <OutboxEffects userId={session.userId} />}
    </>
  );
}
