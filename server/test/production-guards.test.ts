import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { serverProcess } from '../scripts/spawn-server';

const KEY = 'a'.repeat(64);

/** Everything NODE_ENV=production asks for, so each case takes one thing away. */
const complete = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://app.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  TOKEN_ENCRYPTION_KEY: KEY,
};

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
};

describe('NODE_ENV=production', () => {
  it('starts with SMTP, a token key in the environment and an https address', () => {
    expect(loadConfig(complete).secureCookies).toBe(true);
  });

  it('refuses the social sandbox, and allows it with ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION', () => {
    const env = { ...complete, SOCIAL_SANDBOX: '1' };
    expect(problemsOf(env)).toMatch(
      /SOCIAL_SANDBOX: must be off.*\(or set ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION=1\)/,
    );
    expect(loadConfig({ ...env, ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION: '1' }).SOCIAL_SANDBOX).toBe(
      true,
    );
  });

  it('refuses to run without SMTP_URL, and allows it with ALLOW_NO_SMTP_IN_PRODUCTION', () => {
    const env = { ...complete, SMTP_URL: undefined };
    expect(problemsOf(env)).toMatch(
      /SMTP_URL: is required.*\(or set ALLOW_NO_SMTP_IN_PRODUCTION=1\)/,
    );
    expect(loadConfig({ ...env, ALLOW_NO_SMTP_IN_PRODUCTION: '1' }).SMTP_URL).toBeUndefined();
  });

  it('refuses the token key file, and allows it with ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION', () => {
    const env = { ...complete, TOKEN_ENCRYPTION_KEY: '' };
    expect(problemsOf(env)).toMatch(
      /TOKEN_ENCRYPTION_KEY: is required.*\(or set ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION=1\)/,
    );
    expect(
      loadConfig({ ...env, ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION: '1' }).TOKEN_ENCRYPTION_KEY,
    ).toBeUndefined();
  });

  it('refuses an http or missing PUBLIC_URL, and allows it with ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION', () => {
    for (const address of ['http://app.example.com', undefined]) {
      const env = { ...complete, PUBLIC_URL: address };
      expect(problemsOf(env)).toMatch(
        /PUBLIC_URL: must be an https:\/\/ address.*\(or set ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION=1\)/,
      );
      expect(loadConfig({ ...env, ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION: '1' }).PUBLIC_URL).toBe(
        address,
      );
    }
  });

  it('names every refused variable at once', () => {
    const message = problemsOf({ NODE_ENV: 'production', SOCIAL_SANDBOX: 'true' });
    for (const variable of ['SOCIAL_SANDBOX', 'SMTP_URL', 'TOKEN_ENCRYPTION_KEY', 'PUBLIC_URL']) {
      expect(message).toContain(`${variable}: `);
    }
  });

  it('is not asked of development or test', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(loadConfig({ NODE_ENV, SOCIAL_SANDBOX: '1' }).SOCIAL_SANDBOX).toBe(true);
    }
  });

  it('stops the real server without SMTP_URL, exiting 1 with the variable named', async () => {
    const started = serverProcess({ ...complete, SMTP_URL: '', PORT: '0' });
    const child = spawn(started.command, started.args, {
      ...started.options,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_URL: is required');
    expect(stderr).toContain('ALLOW_NO_SMTP_IN_PRODUCTION=1');
    expect(stderr).not.toContain(KEY);
  }, 60_000);
});
