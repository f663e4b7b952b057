/**
 * Vitest set-up for the jsdom project: the browser APIs MUI and react-admin expect that jsdom lacks,
 * and a clean page (DOM, storage, URL, stubbed globals) after every test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The whole console renders in these tests; on a loaded 2-core CI machine the first paint can take
// more than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
  window.scrollTo = () => {};
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
