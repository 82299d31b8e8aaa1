import type { Kysely } from 'kysely';

/**
 * Nobility prices set by operators from the console (issue 15). A rank without a row costs what
 * the contracts' NOBLE_RANKS say; a row overrides its open and renewal price per month (diamonds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('noble_price')
    .addColumn('rank', 'integer', (c) => c.primaryKey())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('renew_price', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('noble_price').execute();
}
