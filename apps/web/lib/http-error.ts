/**
 * An error with an HTTP status for the error page. Production builds replace server error messages
 * with a digest, so status and message travel inside `digest` and the error page reads them back.
 */
export const HTTP_ERROR_DIGEST = 'HTTP_ERROR';

export class HttpError extends Error {
  readonly status: number;
  readonly digest: string;

  constructor(status = 500, message = 'Error') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.digest = `${HTTP_ERROR_DIGEST};${status};${encodeURIComponent(message)}`;
  }
}

/** What the error page shows: SPEC §8 defaults are status 500 and message Error. */
export function describeError(error: { message?: string; digest?: string; status?: unknown } | null | undefined): {
  status: number;
  message: string;
} {
  const digest = error?.digest ?? '';
  if (digest.startsWith(`${HTTP_ERROR_DIGEST};`)) {
    const [, rawStatus, rawMessage = ''] = digest.split(';');
    const status = Number(rawStatus);
    let message = 'Error';
    try {
      message = decodeURIComponent(rawMessage) || 'Error';
    } catch {
      // malformed digest: keep the default message
    }
    return { status: Number.isInteger(status) && status >= 400 && status < 600 ? status : 500, message };
  }
  // Client-side errors keep their own fields; server errors without our digest are opaque in production.
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
  const message = !digest && error?.message ? error.message : 'Error';
  return { status, message };
}
