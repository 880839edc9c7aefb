import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page (or one part of it) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** A fresh e-mail per test so tests never share mock-database state. */
export function uniqueEmail(prefix = 'owner') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const test = base.extend<{ stubThirdPartyScripts: void }>({
  // Google's and Facebook's SDKs cannot load here: answer their scripts with nothing.
  stubThirdPartyScripts: [
    async ({ page }, use) => {
      await page.route(/accounts\.google\.com|connect\.facebook\.net/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
