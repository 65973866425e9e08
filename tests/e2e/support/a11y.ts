import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What every a11y spec checks with axe-core, and how it reports. WCAG 2.0 to 2.2,
 * levels A and AA; a serious or critical violation fails, with the rule, impact and elements in the message,
 * so a regression names what broke without opening a trace.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const why = (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? '';
          return `    - ${node.target.join(' ')}  ${node.html.slice(0, 140)}${why ? `\n      ${why}` : ''}`;
        })
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is now (an open dialog included) and fails on any serious or critical
 * violation. `screen` names what was scanned in the failure message. `within` (a CSS selector) scans only that
 * part: a dialog or menu whose page is scanned on its own, so the page is not scanned again behind it.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, within?: string) {
  // Animations (dialogs opening, toasts) would let axe read colours half-way through a transition: wait for
  // every finite one to end (a spinner's or a skeleton's runs for ever and is left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself: the console renders no frames, and the default mode opens a page
  // of its own for every scan to combine frames' results, which doubles a scan's time on a small machine.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  const results = await (within ? builder.include(within) : builder).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft: one run reports every screen that fails, not only the first.
  expect
    .soft(
      blocking.map((violation) => violation.id),
      `axe on ${screen}:\n${describeViolations(blocking)}`,
    )
    .toEqual([]);
}

/**
 * Follow the OS colour scheme (next-themes' `system`, set before any page script runs) and start in light:
 * `inEachScheme` can then switch the page to dark in place, so one page load serves both scans.
 */
export async function followSystemScheme(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'system'));
}

/**
 * Runs `check` with the page in light mode, then again after the OS preference turns dark, as it does when a
 * user's system switches at dusk: whatever is open (a dialog, a menu) stays open. The page must follow the
 * system scheme (`followSystemScheme`). The console shows the mode as a class on <html> (next-themes), which
 * is waited for; a page that follows the media query itself (the identity provider's) says `mediaOnly`.
 */
export async function inEachScheme(
  page: Page,
  check: (scheme: ColorScheme) => Promise<void>,
  { mediaOnly = false } = {},
) {
  for (const scheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    if (mediaOnly) {
      const matches = await page.evaluate(
        (mode) => window.matchMedia(`(prefers-color-scheme: ${mode})`).matches,
        scheme,
      );
      expect(matches, `the page does not see the ${scheme} preference`).toBe(true);
    } else {
      await expect(page.locator('html'), `the console is not in ${scheme} mode`).toHaveClass(scheme);
    }
    // What follows the mode a render later (the card fields' style, set from the resolved theme) has a frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    await check(scheme);
  }
}

/** axe on what is on screen now, in light and then in dark (`inEachScheme`); `within` as in expectNoSeriousViolations. */
export function scanBothSchemes(
  page: Page,
  screen: string,
  { within, mediaOnly }: { within?: string; mediaOnly?: boolean } = {},
) {
  return inEachScheme(page, (scheme) => expectNoSeriousViolations(page, `${screen} (${scheme})`, within), {
    mediaOnly,
  });
}

/** The theme the app starts in: next-themes' key in localStorage, set before any page script runs. */
export async function useTheme(page: Page, scheme: ColorScheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), scheme);
}

/**
 * Whether the focused element shows where focus is: an outline or a box-shadow ring. The card provider's
 * fields are the exception that proves it: as with Stripe's iframe, the ring is on the element's frame
 * (`.StripeElement--focus`), not on the input inside it.
 */
export async function expectVisibleFocus(page: Page) {
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  const indicator = await focused.evaluate((element) => {
    const ring = (target: Element) => {
      const style = getComputedStyle(target);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return `outline ${style.outlineStyle}`;
      return style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
    };
    const frame = element.closest('.StripeElement--focus');
    return { ring: ring(element) || (frame ? ring(frame) : ''), html: element.outerHTML.slice(0, 160) };
  });
  expect(indicator.ring, `no visible focus on ${indicator.html}`).not.toBe('');
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, checking the focus indicator on the
 * way there; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${max} presses of Tab`).toBeFocused();
}

/** Reflow (WCAG 1.4.10): nothing wider than the viewport, so no horizontal scrolling. */
export async function expectNoHorizontalScroll(page: Page, screen: string) {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    // The element that sticks out furthest, to name the culprit in the message.
    let widest = '';
    let right = root.clientWidth;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)} px)`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  // Soft, as the axe scans: a walk through several screens reports each that fails.
  expect
    .soft(scrollWidth, `${screen} scrolls sideways at ${clientWidth} px; widest: ${widest}`)
    .toBeLessThanOrEqual(clientWidth);
}
