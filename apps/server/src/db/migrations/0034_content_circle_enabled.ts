import type { Kysely } from 'kysely';

/** Operators enable and disable community circles from the console (issue 15): 1 listed and open for posts, 0 disabled. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('content_circle')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_circle').dropColumn('enabled').execute();
}
