import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { useLingui } from '@lingui/react';
import { Header } from '../components/layout/Header';
import { Footer } from '../components/layout/Footer';
import { NavigationProgress } from '../components/layout/NavigationProgress';
import { NotFound } from './-components/NotFound';
import { ErrorFallback } from './-components/ErrorFallback';
import { OutboxEffects } from '../offline/page/OutboxEffects';
import { ConnectivityBanner } from '../offline/page/ConnectivityBanner';
import { UpdatePrompt } from '../offline/update/UpdatePrompt';
import { useSession } from '../lib/use-session';

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
      <UpdatePrompt />
      <ToastContainer position="bottom-center" autoClose={6000} limit={20} />
      {session && <OutboxEffects userId={session.userId} />}
    </>
  );
}
