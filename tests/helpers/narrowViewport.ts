/**
 * Makes MUI's useMediaQuery see a viewport `width` px wide (390: a phone), by answering
 * `matchMedia` for the min-width / max-width queries the theme's breakpoints produce. Restored after
 * each test by uiSetup's `vi.restoreAllMocks()`.
 *
 * @example
 *   narrowViewport(); // theme.breakpoints.down('md') now matches
 */
import { vi } from 'vitest';

function matches(query: string, width: number) {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function narrowViewport(width = 390) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: matches(query, width),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
