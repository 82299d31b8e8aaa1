/** A unique-constraint violation on PostgreSQL (23505) or SQLite: the row another writer stored first. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
