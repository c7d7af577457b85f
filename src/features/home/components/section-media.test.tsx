import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fakeApi } from '../../../../tests/setup/fake-api';
import { SectionMedia } from './SectionMedia';
import { sectionMedia, sectionPoster } from '../section-media';
import type { HomeSection } from '../api';

const DESKTOP_VIDEO = 'https://vimeo.com/111';
const MOBILE_VIDEO = 'https://vimeo.com/222';
const desktopImage = { url: '/uploads/desktop.jpg', alternativeText: 'Escritorio' };
const mobileImage = { url: '/uploads/mobile.jpg', alternativeText: 'Móvil' };

const section = (overrides: Partial<HomeSection> = {}): HomeSection => ({
  title: 'Tu barrio decide',
  subtitle: null,
  videoUrlDesktop: null,
  videoUrlMobile: null,
  imageDesktop: null,
  imageMobile: null,
  ...overrides,
});

describe('home section media', () => {
  it("shows this device's video before anything else", () => {
    const all = section({ videoUrlDesktop: DESKTOP_VIDEO, videoUrlMobile: MOBILE_VIDEO, imageDesktop: desktopImage, imageMobile: mobileImage });
    expect(sectionMedia(all, true)).toEqual({ kind: 'video', embed: 'https://player.vimeo.com/video/111' });
    expect(sectionMedia(all, false)).toEqual({ kind: 'video', embed: 'https://player.vimeo.com/video/222' });
  });

  it("prefers this device's image to the other device's video", () => {
    expect(sectionMedia(section({ videoUrlDesktop: DESKTOP_VIDEO, imageMobile: mobileImage }), false)).toEqual({ kind: 'image', image: mobileImage });
    expect(sectionMedia(section({ videoUrlMobile: MOBILE_VIDEO, imageDesktop: desktopImage }), true)).toEqual({ kind: 'image', image: desktopImage });
  });

  it("falls back to the other device's media, video first, only when this device has none", () => {
    expect(sectionMedia(section({ videoUrlDesktop: DESKTOP_VIDEO, imageDesktop: desktopImage }), false)).toEqual({ kind: 'video', embed: 'https://player.vimeo.com/video/111' });
    expect(sectionMedia(section({ imageDesktop: desktopImage }), false)).toEqual({ kind: 'image', image: desktopImage });
    expect(sectionMedia(section({ imageMobile: mobileImage }), true)).toEqual({ kind: 'image', image: mobileImage });
    expect(sectionMedia(section(), true)).toBeNull();
  });

  it("treats a video URL it cannot embed as no video, so this device's image shows", () => {
    expect(sectionMedia(section({ videoUrlMobile: 'https://youtube.com/watch?v=1', imageMobile: mobileImage }), false)).toEqual({ kind: 'image', image: mobileImage });
  });

  it('renders the image on a phone even when the desktop has a video', async () => {
    fakeApi({});
    await activateLanguage('es');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    render(
      <I18nProvider i18n={i18n}>
        <SectionMedia section={section({ videoUrlDesktop: DESKTOP_VIDEO, imageMobile: mobileImage })} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tu barrio decide' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Móvil' })).toHaveAttribute('src', '/uploads/mobile.jpg');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('home video as a click-to-play poster', () => {
  const renderVideoSection = async () => {
    fakeApi({});
    await activateLanguage('es');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    render(
      <I18nProvider i18n={i18n}>
        <SectionMedia section={section({ videoUrlDesktop: DESKTOP_VIDEO, imageDesktop: desktopImage, imageMobile: mobileImage })} priority />
      </I18nProvider>,
    );
  };
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => {
    cleanup();
    setOnline(true);
    vi.unstubAllGlobals();
  });

  it("shows our own picture as the poster and no Vimeo frame until the member plays it", async () => {
    await renderVideoSection();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('.video__poster')).toHaveAttribute('src', '/uploads/desktop.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Reproducir el vídeo: Tu barrio decide' }));
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe('https://player.vimeo.com/video/111?autoplay=1');
    expect(frame).toHaveAttribute('title', expect.stringContaining('Tu barrio decide'));
  });

  it('says offline that the video needs a connection, and offers the play again once back', async () => {
    await renderVideoSection();
    act(() => setOnline(false));
    expect(screen.getByText('El vídeo necesita conexión a internet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reproducir/ })).toBeNull();
    act(() => setOnline(true));
    expect(screen.getByRole('button', { name: /Reproducir el vídeo/ })).toBeInTheDocument();
  });

  it("picks this device's picture for the poster, else the other device's", () => {
    expect(sectionPoster(section({ imageDesktop: desktopImage, imageMobile: mobileImage }), false)).toEqual(mobileImage);
    expect(sectionPoster(section({ imageDesktop: desktopImage }), false)).toEqual(desktopImage);
    expect(sectionPoster(section(), true)).toBeNull();
  });
});
