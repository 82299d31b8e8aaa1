import { sql, type Kysely } from 'kysely';

/**
 * Chat keeps the people it shows as they were when the row was written (nick name, portrait,
 * level, noble rank), so chat reads no other capability's tables; messages also get `extra`: JSON
 * details of money events in the room (a gift with its count and effect, a red packet, a noble's entry).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = () => db.schema.alterTable('chat_message');
  await t().addColumn('nick_name', 'text').execute();
  await t().addColumn('portrait', 'text').execute();
  await t().addColumn('level', 'integer').execute();
  await t().addColumn('noble', 'integer').execute();
  await t().addColumn('extra', 'text').execute();
  await sql`update chat_message set
      nick_name = (select u.nick_name from app_user u where u.id = chat_message.user_id),
      portrait = (select u.portrait from app_user u where u.id = chat_message.user_id),
      level = (select u.level from app_user u where u.id = chat_message.user_id)
    where user_id is not null`.execute(db);

  for (const table of ['chat_manager', 'chat_forbid'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('nick_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('portrait', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('by_nick_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set
        nick_name = coalesce((select u.nick_name from app_user u where u.id = ${sql.ref(`${table}.user_id`)}), ''),
        portrait = coalesce((select u.portrait from app_user u where u.id = ${sql.ref(`${table}.user_id`)}), ''),
        by_nick_name = coalesce((select u.nick_name from app_user u where u.id = ${sql.ref(`${table}.by_user_id`)}), '')`.execute(db);
  }
  await db.schema.alterTable('chat_horn').addColumn('nick_name', 'text').execute();
  await sql`update chat_horn set nick_name = (select u.nick_name from app_user u where u.id = chat_horn.user_id) where user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_horn').dropColumn('nick_name').execute();
  for (const table of ['chat_manager', 'chat_forbid']) {
    for (const c of ['by_nick_name', 'portrait', 'nick_name']) await db.schema.alterTable(table).dropColumn(c).execute();
  }
  for (const c of ['extra', 'noble', 'level', 'portrait', 'nick_name']) await db.schema.alterTable('chat_message').dropColumn(c).execute();
}
