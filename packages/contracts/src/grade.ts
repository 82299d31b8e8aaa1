import { z } from 'zod';

/**
 * User levels (/v/grade). Experience is the diamonds a user has spent in rooms (gifts, red packets,
 * nobility), one point a diamond, read from the wallet ledger; level n needs 100·n² points. The
 * level shown is the higher of the profile's level and the one the experience earns.
 */
export const MAX_LEVEL = 100;
export const levelExperience = (level: number) => 100 * level * level;
export function levelOfExperience(experience: number): number {
  return Math.min(MAX_LEVEL, Math.floor(Math.sqrt(Math.max(0, experience) / 100)));
}

/** What a level gives, from the level on; only what the product really does. */
export const LEVEL_PRIVILEGES = [{ minLevel: 1, name: '等级徽章', description: '个人中心侧栏与直播间聊天中，昵称旁显示等级' }] as const;

export const ZGradePrivilegeSchema = z.object({
  minLevel: z.number().int(),
  name: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
});
/** GET /tapi/user/grade: the caller's level, experience and what the next level needs. */
export const ZGradeSchema = z.object({
  level: z.number().int(),
  experience: z.number().int(),
  /** experience the current level starts at */
  levelExperience: z.number().int(),
  /** null at the top level */
  nextLevel: z.number().int().nullable(),
  nextExperience: z.number().int().nullable(),
  privileges: z.array(ZGradePrivilegeSchema),
});
export type TGrade = z.infer<typeof ZGradeSchema>;

/** A user's grade from the profile's level and the spent diamonds. */
export function gradeOf(profileLevel: number | null, experience: number): TGrade {
  const level = Math.max(profileLevel ?? 0, levelOfExperience(experience));
  const nextLevel = level < MAX_LEVEL ? level + 1 : null;
  return {
    level,
    experience,
    levelExperience: levelExperience(level),
    nextLevel,
    nextExperience: nextLevel === null ? null : levelExperience(nextLevel),
    privileges: LEVEL_PRIVILEGES.map((p) => ({ ...p, unlocked: level >= p.minLevel })),
  };
}
