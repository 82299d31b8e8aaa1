// Names on the wire that client and server share: headers, common query values, cookies.
// No zod here: the browser imports this module, and its bundle carries no schemas.

/** Header names shared by client and server. */
export const HEADERS = {
  accessToken: 'accesstoken',
  appKey: 'x-app-key',
  usageTime: 'u-t',
  requestId: 'x-request-id',
  /** The client's device id (decision 0038-device-ban): made once by the client, sent with every call. */
  deviceId: 'x-device-id',
  /**
   * "Answer as for a visitor without a session" (decision 0051): a read made for a page every
   * visitor is served alike; the API then reads no session for it, whatever else the call carries.
   */
  anonymous: 'x-anonymous',
} as const;

export const CHANNEL_ID = 3;

export const PLATFORM = 1;

/** Name of the cookie that carries the session token (SPEC §9). */
export const AUTH_COOKIE = 'auth';

/**
 * The device id (decision 0038-device-ban): a random id the web client makes once and keeps in this
 * long-lived cookie (readable by the page; the socket's upgrade request carries it too) and sends in
 * the `x-device-id` header. 16 to 64 letters, digits, `-` or `_`; anything else counts as no device.
 */
export const DEVICE_COOKIE = 'did';

export const DEVICE_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;
