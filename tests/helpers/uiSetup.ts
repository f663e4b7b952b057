/**
 * Vitest set-up for the jsdom project: the browser APIs MUI and react-admin expect that jsdom lacks,
 * and a clean page (DOM, storage, URL, stubbed globals) after every test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// One ceiling for every wait of the suite, set here only. A wait ends as soon as what it waits for
// shows, so the ceiling costs a passing run nothing; it is how long a state may take to show before
// the test calls it a hang. On a two-core machine doing other work (load 5 to 15, as when a
// newcomer's editor, a build or CI's background runs share it) the whole console's first paint and
// a search's answer take several times an idle machine's, and a 5 s or 8 s ceiling failed tests
// that would have passed (issue #37 §3).
configure({ asyncUtilTimeout: 30_000 });

// From Node 25 on, Node has its own global localStorage and sessionStorage (undefined unless Node
// runs with --localstorage-file), and vitest's jsdom environment does not replace a global that
// already exists, so every test would reach Node's instead of the page's. Point both names at
// jsdom's storage, from the JSDOM instance vitest exposes; on Node 22 and 24 they are already jsdom's
// (no Node flag: `--no-webstorage` is unknown to some supported lines).
const page = (globalThis as { jsdom?: { window: Window } }).jsdom?.window;
if (!page) throw new Error('uiSetup.ts expects vitest’s jsdom environment');
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, {
    value: page[name],
    writable: true,
    configurable: true,
  });
}

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
