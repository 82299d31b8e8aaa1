/**
 * How many times this process has moved a wallet account's balances (each journal entry). Whatever
 * keeps balances read from them (the sessions the page server puts into pages, decision 0054) keeps
 * them only while this has not moved. Process-wide: a move in any app of the process moves it.
 */
let changes = 0;

/** The count of moves so far. */
export const walletVersion = (): number => changes;

/** Called by each move of an account's balances. */
export function walletChanged(): void {
  changes++;
}
