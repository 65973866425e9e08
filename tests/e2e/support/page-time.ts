import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install`): from here its timers fire only when the test
 * runs time on (`page.clock.runFor`), so a product's own timing is checked whatever the machine's speed. It
 * stops 5 s ahead of the page's time, which flows until the call arrives (a stop in the past throws); timers
 * due by then fire once. Returns the page time it stopped at.
 */
export async function pauseClock(page: Page): Promise<number> {
  const pausedAt = (await page.evaluate(() => Date.now())) + 5_000;
  await page.clock.pauseAt(pausedAt);
  return pausedAt;
}

/**
 * Waits until the page has run the work it had queued (React's renders and effects, which run as posted
 * messages): a timer an effect arms is armed before the test moves the paused clock on.
 */
export async function queuedWorkDone(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until index.html has been read to its end and every file its preload links asked for has arrived
 * (the browser's resource timing lists it): the requests it makes are all seen by then.
 */
export async function htmlRequestsDone(page: Page) {
  await page.waitForFunction(
    () =>
      document.getElementById('root') !== null &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].every(
        (link) => performance.getEntriesByName(link.href).length > 0,
      ),
  );
}

/**
 * Holds the page's requests to `url` until the returned `release` is called, then sends them on: a state that
 * lasts while an answer is on its way stays until the test has read it, on any machine.
 */
export async function holdRoute(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
