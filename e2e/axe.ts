import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures';

// WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices for what the issue names (one h1,
// heading order, allowed ARIA roles)
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

// The light theme changes nothing but the colour variables (app.css), so in it only the rules that
// read colours run again; a whole pass costs seconds on a busy machine
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Checks the page has exactly one h1, then runs axe on what it shows now in the dark venue theme,
 * and its colour rules again in the light one the device may prefer (app.css); fails with one
 * readable line per violation.
 */
export async function expectNoViolations(page: Page, name: string) {
  await expect(page.locator('h1'), `one h1 on ${name}`).toHaveCount(1);
  for (const colorScheme of ['dark', 'light'] as const) {
    // contrast is measured on the final colours, not halfway through a fade-in or the colour
    // change of a theme switch: every animation with an end is taken to it at once, and again
    // after the next frame for a transition the switch started late (waiting for them cost
    // seconds a screen on a busy machine); an endless one (a spinner) has no end to take
    await page.emulateMedia({ colorScheme });
    await page.evaluate(async () => {
      const finishAll = () => {
        for (const animation of document.getAnimations()) {
          try {
            animation.finish();
          } catch {
            // endless: left as it is
          }
        }
      };
      finishAll();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      finishAll();
    });
    const violations = await runAxe(
      page,
      colorScheme === 'dark'
        ? { type: 'tag', values: AXE_TAGS }
        : { type: 'rule', values: COLOUR_RULES },
    );
    const found = violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
    expect.soft(found, `axe violations on ${name} (${colorScheme})`).toEqual([]);
  }
}

/**
 * Runs axe-core in the page (the app has no frames) and returns its violations. Its source is
 * added once per page load, not before every run: adding it again cost as long as a run itself.
 * Only violations are collected, which spares axe most of its bookkeeping on a long page.
 */
async function runAxe(page: Page, runOnly: axe.RunOnly): Promise<axe.Result[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate(
    async (only) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: only,
          resultTypes: ['violations'],
        })
      ).violations,
    runOnly,
  );
}
