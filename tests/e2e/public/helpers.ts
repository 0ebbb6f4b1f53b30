import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export interface JsonLdBlock {
  id: string;
  data: Record<string, unknown>;
}

/** Every JSON-LD block in the head, parsed. */
export async function readJsonLd(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const blocks = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
      id: script.id,
      text: script.textContent ?? '',
    })),
  );
  return Object.fromEntries(blocks.map((block) => [block.id, JSON.parse(block.text)]));
}

/** Scrolls down until the element that loads when reached is on the page. */
export async function scrollUntilVisible(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(async () => {
    await page.mouse.wheel(0, 900);
    await expect(locator).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
