import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration from src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
