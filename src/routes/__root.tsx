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
import { useReducedMotion } from '../lib/use-reduced-motion';
import { NoMotionToastTransition } from '../components/ui/NoMotionToastTransition';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

function RootLayout() {
  const { _ } = useLingui();
  const session = useSession();
  const reducedMotion = useReducedMotion();
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
      {/* With less motion the toasts neither slide nor show a shrinking bar; the hidden bar's animation
          is still react-toastify's timer (main.css lets it run), so they close by themselves. */}
      <ToastContainer
        position="bottom-center"
        autoClose={6000}
        limit={20}
        {...(reducedMotion ? { transition: NoMotionToastTransition, hideProgressBar: true } : {})}
      />
      {session && <OutboxEffects userId={session.userId} />}
    </>
  );
}
