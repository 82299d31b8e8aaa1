import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * The operators' audit log becomes append-only in the database, not only by convention: triggers
 * reject every UPDATE and DELETE of an `operator_audit` row (and TRUNCATE on PostgreSQL), so a bug
 * or a console session with database access cannot rewrite history. Inserts are unaffected.
 */
const MESSAGE = 'operator_audit is append-only';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function operator_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(MESSAGE)}: % rejected', tg_op using errcode = 'P0001';
      end;
    $$`.execute(db);
    await sql`create trigger operator_audit_no_change before update or delete on operator_audit
      for each row execute function operator_audit_append_only()`.execute(db);
    await sql`create trigger operator_audit_no_truncate before truncate on operator_audit
      for each statement execute function operator_audit_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete'] as const) {
    await sql`create trigger ${sql.raw(`operator_audit_no_${op}`)} before ${sql.raw(op)} on operator_audit
      begin select raise(abort, '${sql.raw(`${MESSAGE}: ${op.toUpperCase()} rejected`)}'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger operator_audit_no_truncate on operator_audit`.execute(db);
    await sql`drop trigger operator_audit_no_change on operator_audit`.execute(db);
    await sql`drop function operator_audit_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete'] as const) {
    await sql`drop trigger ${sql.raw(`operator_audit_no_${op}`)}`.execute(db);
  }
}
