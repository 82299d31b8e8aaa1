import type { Kysely } from 'kysely';

/**
 * Device ids (issue 15, decision 0038-device-ban): the device a session was logged in from (operators
 * see a user's devices and ban one), and device bans among the site-wide sanctions (`kind` 'device').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_session').addColumn('device_id', 'text').execute();
  // a ban ends the device's sessions; the console checks a device is one of the user's
  await db.schema.createIndex('user_session_device_idx').on('user_session').columns(['device_id', 'user_id']).execute();
  await db.schema.alterTable('user_sanction').addColumn('device_id', 'text').execute();
  await db.schema.createIndex('user_sanction_device_idx').on('user_sanction').columns(['device_id', 'kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_sanction_device_idx').execute();
  await db.schema.alterTable('user_sanction').dropColumn('device_id').execute();
  await db.schema.dropIndex('user_session_device_idx').execute();
  await db.schema.alterTable('user_session').dropColumn('device_id').execute();
}
