import 'server-only';
import { resolveBrand, type TBrand } from '@sports/contracts';

/** The brand picked at start (BRAND), read at request time so a restart switches brands without a rebuild. */
export function getBrand(): TBrand {
  return resolveBrand(process.env.BRAND);
}
