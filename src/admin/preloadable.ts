/**
 * React.lazy for a screen, except that once its chunk has arrived the screen renders at once instead
 * of suspending. React 19 reveals content that suspended no sooner than 300 ms after its fallback
 * appeared, and `import()` is asynchronous even for a chunk already in memory, so every first visit
 * of a lazily loaded screen waited at least 300 ms. `preload()` fetches the chunk ahead of the click
 * (the shell does it for the generic list when the browser is idle after sign-in).
 *
 * @example
 *   export const SchemaList = preloadable(() =>
 *     import('./SchemaList.tsx').then((m) => ({ default: m.SchemaList })));
 *   SchemaList.preload();
 */
import { createElement, lazy, useRef, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  type Module = { default: C };
  let loaded: C | undefined;
  let pending: Promise<Module> | undefined;
  const preload = (): Promise<Module> => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deployment) is tried again on the next visit.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<C>) {
    // Chosen once per mount, so a screen that did suspend is not remounted when its chunk arrives.
    const Screen = useRef(loaded ?? Lazy).current as ComponentType<ComponentProps<C>>;
    return createElement(Screen, props);
  }
  return Object.assign(Preloadable, { preload });
}
