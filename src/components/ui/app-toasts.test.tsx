import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast as toastify } from 'react-toastify';
import { AppToasts } from './AppToasts';
import { toast } from './toast';

const emulateReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => {
  act(() => toastify.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the toasts container', () => {
  // First in this file: once a toast has been asked for, the container stays for the page's life.
  it('is not there, nor react-toastify read, until a toast is asked for', async () => {
    render(<AppToasts />);
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => toast.success('Voto registrado'));
    expect(await screen.findByText('Voto registrado')).toBeInTheDocument();
  });
});

// jsdom runs no CSS animation, as a browser with animations turned off: no animationend ever comes.
describe('toasts for a member who asks for less motion', () => {
  it('closes a toast with its ✕ at once', async () => {
    emulateReducedMotion(true);
    render(<AppToasts />);
    act(() => void toast.success('Voto registrado'));
    const shown = await screen.findByText('Voto registrado');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(shown).not.toBeInTheDocument());
  });

  it('runs the timer at once (no enter animation to wait for) and closes when it ends, with the bar hidden', async () => {
    emulateReducedMotion(true);
    // A focused page (jsdom's has no focus, and toasts pause while the page is not focused).
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    render(<AppToasts />);
    act(() => void toast.info('Guardado'));
    const shown = await screen.findByText('Guardado');
    const bar = document.querySelector<HTMLElement>('.Toastify__progress-bar--animated')!;
    expect(bar.closest('[data-hidden]')).toHaveAttribute('data-hidden', 'true');
    // Playing, not paused behind an enter animation that never ends.
    expect(bar.style.animationPlayState).toBe('running');
    // The bar's animation ending (React listens to the prefixed name where jsdom has no AnimationEvent).
    fireEvent(bar, new Event('AnimationEvent' in window ? 'animationend' : 'webkitAnimationEnd', { bubbles: true }));
    await waitFor(() => expect(shown).not.toBeInTheDocument());
  });

  it('keeps the sliding toasts with their bar for everyone else', async () => {
    emulateReducedMotion(false);
    render(<AppToasts />);
    act(() => void toast.info('Hola'));
    await screen.findByText('Hola');
    expect(document.querySelector('.Toastify__bounce-enter--bottom-center')).not.toBeNull();
    expect(document.querySelector('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'false');
  });
});
