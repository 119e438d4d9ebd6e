import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './config.js';

/** Lighthouse's mobile profile slows the CPU 4×: the same for these timings. */
const CPU_SLOWDOWN = 4;
const REPEATS = 5;

/**
 * Installs a timer in the page: it starts at the next event of `startOn` whose target matches
 * `selector` (the user's input or click) and records every DOM change under <main> after it;
 * `stopTiming` answers the time from the event to the last change (what the user waits for).
 */
function startTiming(page, startOn, selector) {
  return page.evaluate(
    ([type, targetSelector]) => {
      const timing = { start: 0, last: 0 };
      const observer = new MutationObserver(() => {
        if (timing.start) timing.last = performance.now();
      });
      observer.observe(document.querySelector('main') ?? document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      const mark = (event) => {
        if (!timing.start && event.target instanceof Element && event.target.closest(targetSelector))
          timing.start = performance.now();
      };
      document.addEventListener(type, mark, { capture: true });
      performance.clearMeasures('store-filter');
      window.__benchTiming = {
        timing,
        stop: () => (observer.disconnect(), document.removeEventListener(type, mark, { capture: true })),
      };
    },
    [startOn, selector],
  );
}

async function stopTiming(page) {
  // Long enough for any render the action caused to have happened.
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const { timing, stop } = window.__benchTiming;
    stop();
    if (!timing.start || !timing.last) throw new Error('the action changed nothing on the page');
    // The store's own User Timing measure of its filtering and sorting (features/store/lib/timed.ts).
    const filtering = performance.getEntriesByName('store-filter').at(-1);
    if (!filtering) throw new Error('the store did not filter for the action');
    return { screen: timing.last - timing.start, filtering: filtering.duration };
  });
}

const spread = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
};
const summary = (samples) => ({
  screen: spread(samples.map((s) => s.screen)),
  filtering: spread(samples.map((s) => s.filtering)),
});

/**
 * Searching and sorting the store in Debian's Chromium on a phone-sized window with the CPU slowed
 * as Lighthouse's mobile profile does, once the whole catalogue has arrived, median and worst of
 * REPEATS: the store's filtering and sorting (its `store-filter` measure), and the milliseconds from
 * the user's input to the last change of the page (rendering the new cards included).
 */
export async function storeInteractions(appUrl, { searches, expectedTotal }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${appUrl}/store`);
    // The server-rendered store fetches the whole catalogue when the visitor first touches the search box.
    const searchbox = page.getByRole('searchbox', { name: 'Search products' });
    const catalogue = page.waitForResponse((res) => new URL(res.url()).pathname === '/catalog.json');
    await searchbox.click(); // waits until hydrated (HydrationGate enables the box)
    await catalogue;
    await page.getByText(`${expectedTotal} products found`).waitFor();
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const search = [];
    for (let i = 0; i < REPEATS; i++) {
      for (const query of [...searches, '']) {
        await startTiming(page, 'input', 'input');
        await searchbox.fill(query);
        search.push(await stopTiming(page));
      }
    }

    const sort = [];
    const options = ['Price: Low to High', 'Price: High to Low', 'Category', 'Name A-Z'];
    for (let i = 0; i < REPEATS; i++) {
      for (const option of options) {
        await page.getByRole('combobox', { name: 'Sort by' }).click();
        await page.getByRole('option', { name: option, exact: true }).waitFor();
        await startTiming(page, 'click', '[role="option"]');
        await page.getByRole('option', { name: option, exact: true }).click();
        sort.push(await stopTiming(page));
      }
    }
    return { cpuSlowdown: CPU_SLOWDOWN, search: summary(search), sort: summary(sort), samples: { search, sort } };
  } finally {
    await browser.close();
  }
}
