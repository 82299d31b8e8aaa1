'use client';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { imageFileError, readDataUrl } from '@/lib/image-file';

/** Sends picked pictures through the console's upload (the community's pipeline); their addresses, or [] after saying why not. */
export async function uploadConsoleImages(files: FileList | File[] | null): Promise<string[]> {
  const list = [...(files ?? [])];
  if (!list.length) return [];
  for (const f of list) {
    const error = imageFileError(f);
    if (error) {
      toast.error(error);
      return [];
    }
  }
  const res = await call(CONSOLE_CALLS.consoleImages, { body: { files: await Promise.all(list.map(readDataUrl)) } });
  if (res.code !== 200) {
    toast.error(res.message);
    return [];
  }
  return res.data;
}
