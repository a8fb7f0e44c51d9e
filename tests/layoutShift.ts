import type {Page} from '@playwright/test';

type Shifts = typeof window & {shifts: number[]};

/**
 * Records every layout shift of the page's life as the browser scores them for CLS (those right after
 * an input do not count). Call before `page.goto`; `layoutShift` reads the total. The total of all
 * shifts is never less than CLS (the largest window of them), so a test that bounds it bounds CLS.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Shifts;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) {
          w.shifts.push(entry.value);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The total of the layout shifts recorded so far, and each of them. */
export async function layoutShift(page: Page): Promise<{total: number; shifts: number[]}> {
  const shifts = await page.evaluate(() => (window as Shifts).shifts);
  return {total: shifts.reduce((sum, value) => sum + value, 0), shifts};
}
