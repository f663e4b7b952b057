/**
 * Records which of some texts the page shows, however briefly, from now on (a toast lasts about
 * two seconds), in the order they first appear.
 *
 * @example
 *   const seen = watchFor(['Leaves fetched Successfully']);
 *   // …render, act, wait for what the user sees
 *   expect(seen.texts).toEqual([]);
 *   seen.stop();
 */
export function watchFor(texts: string[]) {
  const found: string[] = [];
  const look = () => {
    const page = document.body.textContent ?? '';
    for (const t of texts) if (!found.includes(t) && page.includes(t)) found.push(t);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts: found, stop: () => observer.disconnect() };
}
