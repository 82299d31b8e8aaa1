import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';

/** A row of a league table (SPEC §7 league ranks). */
export const ZStandingRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.number().int(),
  /** The team's Chinese short name, as league tables show it; the English name when unmapped. */
  teamName: z.string(),
  teamLogo: z.string(),
  /** Group of a tournament (e.g. A组); null in a league. */
  groupName: z.string().nullable(),
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  lost: z.number().int(),
  goal: z.number().int(),
  lostGoal: z.number().int(),
  goalDiff: z.number().int(),
  points: z.number().int(),
});
export type TStandingRow = z.infer<typeof ZStandingRowSchema>;

/** A positive integer id in a query string, with Chinese messages for a missing or bad value. */
export function ZQueryIdSchema(name: string, label: string) {
  return z
    .string({ error: `缺少${label}参数 ${name}` })
    .trim()
    .regex(/^[1-9]\d{0,14}$/, `${name} 必须是正整数`)
    .transform(Number);
}

export const ZLeagueRankQuerySchema = ZCommonQuerySchema.extend({ seasonId: ZQueryIdSchema('seasonId', '赛季') });
