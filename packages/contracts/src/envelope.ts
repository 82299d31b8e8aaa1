import { z } from 'zod';

/** The `{ code, message, data }` envelope every API answer uses. */
export function ZEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}
export type TEnvelope<T> = { code: number; message: string; data: T };

/** What an HTTP error or a failed call looks like on the wire. */
export const ZErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

/** GET requests carry channelId=3&platform=1 (SPEC §7); they are accepted and ignored. */
export const ZCommonQuerySchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
});

export const ZPageQuerySchema = ZCommonQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

export function ZPageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ list: z.array(item), totalNumber: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type TPage<T> = { list: T[]; totalNumber: number; page: number; pageSize: number };
