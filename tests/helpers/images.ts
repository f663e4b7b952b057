/**
 * Whether an <img> really shows a picture: its natural width once the browser has finished with it.
 * Waits for the image's own load or error event (or answers at once when it is already complete),
 * never for a fixed time, so a slow machine only makes it wait longer.
 */
import type { Locator } from 'playwright-core';

export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export async function loadedWidth(img: Locator): Promise<number> {
  return img.evaluate((el: HTMLImageElement) =>
    // `complete` with a 0 width is a broken image; otherwise load or error settles it.
    el.complete
      ? el.naturalWidth
      : new Promise<number>((resolve) => {
          el.addEventListener('load', () => resolve(el.naturalWidth), { once: true });
          el.addEventListener('error', () => resolve(0), { once: true });
        }),
  );
}
