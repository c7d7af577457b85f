import { ToastContainer } from 'react-toastify';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { NoMotionToastTransition } from './NoMotionToastTransition';

/**
 * The toasts, at the bottom centre (spec §2 Layout). With less motion they neither slide nor show a
 * shrinking bar; the hidden bar's animation is still react-toastify's timer (styles/base.css lets it run),
 * so they close by themselves, and their ✕ closes them at once.
 */
export default function ToastContainerHost() {
  const reducedMotion = useReducedMotion();
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={6000}
      limit={20}
      {...(reducedMotion ? { transition: NoMotionToastTransition, hideProgressBar: true } : {})}
    />
  );
}
