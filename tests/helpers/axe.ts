/**
 * axe-core in Chromium under the app's real Content Security Policy (issue #21 §3): the script is
 * handed to the page by the browser driver (an init script), which the page's CSP does not govern,
 * so the server's policy stays exactly as users get it; nothing is loaded from a URL or inline.
 *
 * @example
 *   const browser = await openBrowser();
 *   await installAxe(browser);
 *   await page.goto(url);
 *   const findings = [{ screen: 'dashboard', url: page.url(), violations: await axeViolations(page) }];
 *   expect(rulesOf(findings), describeFindings(findings)).toEqual([]);
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { OpenBrowser } from './browser.ts';

const require = createRequire(import.meta.url);

/** The bundled axe-core from devDependencies, as a string for the driver to inject. */
export const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as the issue asks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeNode = { target: string; html: string; summary: string };
export type AxeViolation = { id: string; impact: string; help: string; nodes: AxeNode[] };

/** Every document the context opens from now on carries `window.axe`. */
export async function installAxe(browser: OpenBrowser): Promise<void> {
  await browser.context.addInitScript({ content: AXE_SOURCE });
}

/** Runs the WCAG A/AA rules on the whole document as it stands. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A string: the page, not this process, evaluates it (the bundler's helpers do not exist there).
  return page.evaluate(`(async () => {
    if (!window.axe) throw new Error('axe-core is not in the page: call installAxe before goto');
    // Colours caught mid-transition (a button turning from disabled grey to its colour, a dialog
    // fading in) are not what the user reads: let every finite animation end first.
    for (let round = 0; round < 10; round += 1) {
      const finite = document.getAnimations().filter((a) => {
        const timing = a.effect && a.effect.getComputedTiming();
        return timing && timing.endTime !== Infinity && a.playState !== 'finished';
      });
      if (finite.length === 0) break;
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      // One more frame: an ended transition may start the next one (a ripple fading out).
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact || 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
        html: n.html.replace(/\\s+/g, ' ').slice(0, 200),
        summary: (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 300),
      })),
    }));
  })()`);
}

/** The violations axe found on one screen. */
export type AxeFinding = { screen: string; url: string; violations: AxeViolation[] };

/**
 * One block per rule and offending node, with every screen it was found on: the same shell button
 * fails on forty screens, and its owner needs to read it once. Impact and the fix come from axe.
 */
export function describeFindings(findings: AxeFinding[]): string {
  const groups = new Map<string, { head: string; node: AxeNode; screens: Set<string> }>();
  for (const { screen, url, violations } of findings) {
    for (const v of violations) {
      for (const node of v.nodes) {
        // Emotion's class hashes differ between themes, focus comes and goes; the element is the same.
        const html = node.html.replace(/css-[a-z0-9]+|Mui-focusVisible/g, '');
        const key = `${v.id} ${html} ${node.summary}`;
        const group = groups.get(key) ?? {
          head: `${v.id} [${v.impact}] ${v.help}`,
          node,
          screens: new Set<string>(),
        };
        group.screens.add(`${screen} (${new URL(url).pathname})`);
        groups.set(key, group);
      }
    }
  }
  return [...groups.values()]
    .map(
      ({ head, node, screens }) =>
        `${head}\n    ${node.target}\n      ${node.html}\n      ${node.summary}\n` +
        `      on ${screens.size} screen(s): ${[...screens].slice(0, 6).join('; ')}` +
        (screens.size > 6 ? `; and ${screens.size - 6} more` : ''),
    )
    .join('\n');
}

/** Rule id → the screens it fails on, for the assertion's short line. */
export function rulesOf(findings: AxeFinding[]): string[] {
  const rules = new Map<string, Set<string>>();
  for (const f of findings)
    for (const v of f.violations) rules.set(v.id, (rules.get(v.id) ?? new Set()).add(f.screen));
  return [...rules].map(([id, screens]) => `${id} on ${screens.size} screen(s)`);
}
