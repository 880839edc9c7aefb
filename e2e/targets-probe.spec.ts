import { writeFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { VIEWPORTS, openRoute, signInOnboarded } from './route-cases';

test('probe', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const out: unknown[] = [];
  const probe = async (name: string) => {
    const small = await page.evaluate(() => {
      const sel = 'a[href], button, input, select, textarea, [role=tab], summary';
      const res: unknown[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
        const r = el.getBoundingClientRect();
        const st = getComputedStyle(el);
        if (st.visibility === 'hidden' || st.display === 'none') continue;
        if (r.width === 0 && r.height === 0) continue;
        if (r.width < 24 || r.height < 24) {
          res.push({ tag: el.tagName, cls: el.className, text: (el.textContent||el.getAttribute('aria-label')||'').trim().slice(0,40), w: Math.round(r.width), h: Math.round(r.height), parent: el.parentElement?.tagName, ptext: (el.parentElement?.textContent||'').trim().length });
        }
      }
      return res;
    });
    out.push({ name, small });
  };
  for (const [name, url, h] of [['landing', '/', /month/i], ['pricing', '/pricing', /choose/i], ['support', '/support', /support/i]] as const) {
    await openRoute(page, url, h); await probe(name);
  }
  await signInOnboarded(page);
  await openRoute(page, '/dashboard', /golden/i); await probe('dashboard');
  await openRoute(page, '/compose', /compose/i); await probe('compose');
  writeFileSync('/tmp/a11y-baseline/targets.json', JSON.stringify(out, null, 1));
  expect(1).toBe(1);
});
