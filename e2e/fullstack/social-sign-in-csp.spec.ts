import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, launchServer, test } from './server-fixture';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A build configured with Google and Facebook sign-in needs their script origins in the
 * policy, and a build without them must not allow them: the server takes them from what
 * the build recorded (scripts/csp-sources-plugin.ts).
 */
test('a build with Google and Facebook sign-in may load exactly their SDKs', async ({ page }) => {
  test.slow();
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'smart-suite-social-build-'));
  try {
    const build = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          VITE_GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
          VITE_FACEBOOK_APP_ID: '1234567890',
        },
      },
    );
    expect(build.status, build.stderr).toBe(0);

    const server = await launchServer({ APP_DIR: outDir });
    try {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation')) violations.push(message.text());
      });

      const answer = await page.goto(`${server.url}/`);
      const policy = answer?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain('https://accounts.google.com/gsi/client');
      expect(policy).toContain('https://connect.facebook.net');

      // The SDKs themselves are answered by the stubs (no internet here); what matters
      // is that the browser was allowed to ask for them.
      const google = page.waitForRequest(/accounts\.google\.com\/gsi\/client/);
      const facebook = page.waitForRequest(/connect\.facebook\.net\/.*sdk\.js/);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
      await Promise.all([google, facebook]);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
