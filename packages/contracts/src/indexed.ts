/**
 * The element at `index` of a list the caller knows holds it (a negative index counts from the
 * end, as Array.prototype.at). A missing element is a programming error, not a value to carry on
 * with: it throws, naming `what`, instead of letting an `undefined` travel further.
 * For lists whose elements are never `undefined`.
 */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`${what}: no element at index ${index} (length ${list.length})`);
  return item;
}

/**
 * `value` where the caller knows it is there (a map entry for a key it put in, a row a foreign key
 * guarantees). An `undefined` is a programming error, not a value to carry on with: it throws,
 * naming `what`. For values that are never legitimately `undefined`.
 */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what}: missing`);
  return value;
}
