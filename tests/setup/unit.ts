import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { endSession } from '../../src/lib/session';
import { resetConnectivity } from '../../src/offline/outbox/connectivity';

// A shared CI machine can be slow: the findBy… waits allow 3 s (not 1 s) before calling an element missing.
configure({ asyncUtilTimeout: 3000 });

// A file may ask for the node environment (`// @vitest-environment node`): no DOM to reset then.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (hasDom) {
    cleanup();
    endSession();
    resetConnectivity(); // a request that failed in one test says nothing about the next
    localStorage.clear();
    document.cookie.split('; ').forEach((cookie) => {
      const name = cookie.split('=')[0];
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no matchMedia: here it is a screen that matches no media query (narrow, motion allowed).
// A test that needs a query to match stubs `matchMedia` itself (vi.stubGlobal, undone after each test).
if (hasDom && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
