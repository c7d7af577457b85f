import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../lib/i18n';
import { fakeApi } from '../../../tests/setup/fake-api';
import { listenForInstallOffer } from './install-prompt';
import { InstallEntry } from './InstallEntry';

listenForInstallOffer();

async function renderEntry() {
  fakeApi({});
  await activateLanguage('es');
  return render(
    <I18nProvider i18n={i18n}>
      <InstallEntry />
    </I18nProvider>,
  );
}

function offerInstall() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

describe('install entry', () => {
  it('offers the browser’s install dialog once the browser allows it, and only once', async () => {
    const { container } = await renderEntry();
    expect(container).toBeEmptyDOMElement();
    const { prompt, event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar Chispa' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Instalar Chispa' })).toBeNull();
  });

  it('gives iOS Safari members the Share-menu hint', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    await renderEntry();
    expect(screen.getByText(/toca Compartir/)).toBeInTheDocument();
  });

  it('shows nothing once the app runs installed', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    const { container } = await renderEntry();
    offerInstall();
    expect(container).toBeEmptyDOMElement();
  });
});
