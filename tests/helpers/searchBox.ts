/**
 * Picking from a search box as a user does: type, open the list, and click an option only once the
 * list shows the server's answer to what was typed.
 *
 * The list a search box shows passes through states a user never picks from: the options of an
 * earlier query, "Loading…" while the typed text waits out the debounce, then the answer. Waiting
 * only for `absent` to go passes at once on "Loading…", and the option then found may belong to an
 * earlier list that the answer replaces before the click lands (a click on a node that is gone selects
 * nothing). Both conditions in one wait match the answer alone.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function pickFromAnswer(
  box: HTMLElement,
  typed: string,
  option: string,
  absent: string,
) {
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const shown = await waitFor(() => {
    expect(screen.queryByRole('option', { name: absent })).toBeNull();
    return screen.getByRole('option', { name: option });
  });
  fireEvent.click(shown);
}
