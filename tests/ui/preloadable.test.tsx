// A preloaded screen renders at once: no fallback, so React 19's 300 ms hold on revealing
// suspended content never applies (src/admin/preloadable.ts).
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../src/admin/preloadable.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const mount = (Screen: ReturnType<typeof preloadable<typeof Greeting>>) =>
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Screen name="Priya" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('shows the fallback first when the chunk was not fetched ahead', async () => {
    const Screen = preloadable(async () => ({ default: Greeting }));
    mount(Screen);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Priya')).toBeTruthy();
  });

  it('renders in the same commit, without a fallback, once preloaded', async () => {
    const Screen = preloadable(async () => ({ default: Greeting }));
    await Screen.preload();
    mount(Screen);
    expect(screen.getByText('Hello Priya')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('fetches once however often it is preloaded, and again after a failed fetch', async () => {
    let calls = 0;
    const Screen = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(calls).toBe(2);
    mount(Screen);
    expect(screen.getByText('Hello Priya')).toBeTruthy();
  });
});
