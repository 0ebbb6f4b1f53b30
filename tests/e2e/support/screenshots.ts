import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (every screen at a phone's and a laptop's size, in English
 * and Spanish): written under `test-results/screenshots/<area>/`, or under SCREENSHOTS_DIR when
 * set. They assert nothing; the tests around them do.
 */

export const phone = { width: 390, height: 844 } as const;
export const laptop = { width: 1366, height: 900 } as const;

/** The file for screenshot `name` of `area` (its folder is made on the way). */
export function screenshotPath(area: string, name: string): string {
  const dir = path.join(process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots', area);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

export interface BothSizesOptions {
  /** The whole page rather than the viewport: at both sizes, or at the phone's only. */
  fullPage?: boolean | 'phone';
  /** Scrolled into view before each picture. */
  focus?: Locator;
  /** The viewport the test goes on with (default: the laptop's, the last one taken). */
  after?: { width: number; height: number };
}

/** `<name>-390.png` and `<name>-1366.png` of the page as it stands. */
export async function screenshotBothSizes(
  page: Page,
  area: string,
  name: string,
  options: BothSizesOptions = {},
): Promise<void> {
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    await options.focus?.scrollIntoViewIfNeeded();
    const fullPage = options.fullPage === 'phone' ? size === phone : (options.fullPage ?? false);
    await page.screenshot({ path: screenshotPath(area, `${name}-${size.width}`), fullPage });
  }
  if (options.after) await page.setViewportSize(options.after);
}
