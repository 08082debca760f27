import { defineConfig } from 'drizzle-kit';

/** drizzle-kit settings; run from the repository root with `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './packages/server/src/db/schema.ts',
    './packages/server/src/db/custom-field-tables.ts',
    './packages/server/src/db/export-tables.ts',
    './packages/server/src/db/alert-mail-tables.ts',
    './packages/server/src/db/alert-tables.ts',
    './packages/server/src/db/share-tables.ts',
    './packages/server/src/db/workspace-tables.ts',
    './packages/server/src/db/frozen-set-tables.ts',
  ],
  out: './packages/server/src/db/migrations',
});
