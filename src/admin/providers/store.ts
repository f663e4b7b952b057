/**
 * react-admin's store in localStorage, except the theme: the dark-mode flag lives under its own key
 * (`darkMode`, 'true'/'false') so it survives sign-out (react-admin resets its store on logout) and
 * is easy to find (spec part 1 §3: the dark-mode flag is stored).
 */
import { localStorageStore, type Store } from 'react-admin';

export const DARK_MODE_KEY = 'darkMode';
const THEME = 'theme';

type Listener = (value: unknown) => void;

function readTheme(): 'dark' | 'light' | undefined {
  const flag = window.localStorage.getItem(DARK_MODE_KEY);
  return flag === 'true' ? 'dark' : flag === 'false' ? 'light' : undefined;
}

export function createAppStore(): Store {
  const base = localStorageStore('1', 'CharterHR');
  const listeners = new Map<string, Listener>();
  const publish = (value: unknown) => listeners.forEach((listener) => listener(value));

  return {
    ...base,
    getItem(key, defaultValue) {
      return key === THEME
        ? ((readTheme() as typeof defaultValue) ?? defaultValue)
        : base.getItem(key, defaultValue);
    },
    setItem(key, value) {
      if (key !== THEME) return base.setItem(key, value);
      if (value === undefined) window.localStorage.removeItem(DARK_MODE_KEY);
      else window.localStorage.setItem(DARK_MODE_KEY, String(value === 'dark'));
      publish(value);
    },
    removeItem(key) {
      if (key !== THEME) return base.removeItem(key);
      window.localStorage.removeItem(DARK_MODE_KEY);
      publish(undefined);
    },
    subscribe(key, callback) {
      if (key !== THEME) return base.subscribe(key, callback);
      const id = `${Math.random()}`;
      listeners.set(id, callback as Listener);
      return () => {
        listeners.delete(id);
      };
    },
  };
}
