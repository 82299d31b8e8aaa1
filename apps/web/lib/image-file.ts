import { ACCOUNT_LIMITS, MESSAGES } from '@sports/contracts';

/** Picture types the upload endpoint accepts. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The message for a picked file the upload would refuse (type, size), or null when it is fine. */
export function imageFileError(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return MESSAGES.UPLOAD_NOT_IMAGE.message;
  if (file.size > ACCOUNT_LIMITS.uploadMaxBytes) return MESSAGES.UPLOAD_TOO_LARGE.message;
  return null;
}

/** A file as a data: URL (what the base64 upload takes). */
export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}
