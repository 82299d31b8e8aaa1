/**
 * How many times this process has changed an account or a session (a user row, a role, a fan count,
 * a session revoked: logout, a ban, a password change). Whatever keeps something read from them
 * (the sessions the page server puts into pages, decision 0054) keeps it only while this has not
 * moved. Process-wide: a change in any app of the process moves it, which only costs a read again.
 */
let changes = 0;

/** The count of changes so far. */
export const identityVersion = (): number => changes;

/** Called by each write to an account or a session. */
export function identityChanged(): void {
  changes++;
}
