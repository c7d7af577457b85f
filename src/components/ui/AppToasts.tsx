import { lazy, Suspense } from 'react';
import { useToastsWanted } from './toast';

const ToastContainerHost = lazy(() => import('./ToastContainerHost'));

/** The toasts' container, read with react-toastify when the first toast is asked for (see toast.ts). */
export function AppToasts() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  ) : null;
}
