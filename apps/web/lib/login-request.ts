'use client';

/**
 * SPEC §4: the login panel opens on a login click or when the store flag is set, from anywhere —
 * including code outside React (a gated action, an API answer saying the session is gone).
 */
const EVENT = 'sports:open-login';

export function requestLogin(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Subscribes the session store; returns the unsubscribe function. */
export function onLoginRequest(open: () => void): () => void {
  window.addEventListener(EVENT, open);
  return () => window.removeEventListener(EVENT, open);
}
