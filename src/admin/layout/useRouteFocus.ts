/**
 * After every route change, focus moves to the new page's heading (issue #21 §3), so a screen reader
 * announces where the user arrived and the next Tab starts in the page, not in the menu or on
 * <body>. Screens load lazily, so the heading is awaited; a page without an <h1> gets the <main>
 * landmark instead. Focus a screen placed itself (an autofocused field) is left alone.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** How long a lazily loaded screen may take to show its heading before <main> is focused. */
const HEADING_WAIT_MS = 3000;

const focusable = (element: HTMLElement) => {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
};

export function useRouteFocus(main: RefObject<HTMLElement | null>, pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit keeps the browser's focus, so the skip link is the first Tab.
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const placedInPage = () => {
      const active = document.activeElement;
      return Boolean(active && active !== root && root.contains(active));
    };
    const tryHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!placedInPage()) focusable(heading);
      return true;
    };
    if (tryHeading()) return;
    const observer = new MutationObserver(() => {
      if (tryHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (!placedInPage()) focusable(root);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [main, pathname]);
}
