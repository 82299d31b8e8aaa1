import type { SelectQueryBuilder } from 'kysely';

/** What `paginate` pages: a query with its columns and order, before limit and offset. */
interface Pageable<R> {
  limit(n: number): { offset(n: number): { execute(): Promise<R[]> } };
}

/**
 * One page of a list and how many rows its filter takes: the count + offset every paged list does.
 * `base` is the filtered query (its selection, if any, is dropped for the count); `select` gives
 * it the columns and the order of the page. Pages are 1-based.
 */
export async function paginate<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  select: (q: SelectQueryBuilder<DB, TB, O>) => Pageable<R>,
  page: number,
  pageSize: number,
): Promise<{ rows: R[]; total: number }> {
  // Generic over the database, so TypeScript cannot name the selected alias: read it back by name.
  const counted = (await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string | bigint };
  const rows = await select(base)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(counted.n) };
}
