import type { Locator, Page } from '@playwright/test';
import { expect } from './server-fixture';

/** Steps the walks with the sandbox networks (SOCIAL_SANDBOX=1) share. */

/** Connects `network`'s sandbox account matching `target` on the Integrations page. */
export async function connect(page: Page, network: string, target: RegExp, button = 'Connect') {
  await page.goto('/integrations');
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: network }),
  });
  await card.getByRole('button', { name: `${button} ${network}` }).click();
  await expect(page).toHaveURL(/connection=/);
  await page.getByRole('checkbox', { name: target }).check();
  await page.getByRole('button', { name: 'Connect selected' }).click();
  await expect(card.getByRole('list', { name: `${network} accounts` })).toBeVisible();
  return card;
}

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Full-page screenshots for review when SHOTS_DIR is set (nothing is compared). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

/** Today's date and this minute in UTC: a post due now. */
export function thisMinute() {
  const iso = new Date().toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A post's line for one network in its Publishing list. */
export const publicationLine = (post: Locator, where: RegExp) =>
  post.getByRole('list', { name: 'Publishing' }).getByRole('listitem').filter({ hasText: where });
