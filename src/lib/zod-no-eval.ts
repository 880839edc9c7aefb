import { z } from 'zod';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval'. Zod compiles a
 * fast object parser with `new Function` when it may, and probing for that permission
 * is itself reported as a violation; jitless mode never tries. Imported first by the
 * modules that bring zod into the app.
 */
z.config({ jitless: true });
