import { z } from 'zod';

/**
 * The console's catalogue of what money buys (gifts, nobility prices; finance or super) and the
 * about pages (content). Amounts are whole diamonds (or tickets for ticket gifts).
 */
export const ZConsoleGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  currency: z.enum(['diamond', 'ticket']),
  image: z.string(),
  effect: z.number().int(),
  enabled: z.boolean(),
});
export type TConsoleGift = z.infer<typeof ZConsoleGiftSchema>;
const ZPrice = (label: string) =>
  z
    .number({ message: `请填写${label}` })
    .int(`${label}须为1到10000000之间的整数`)
    .min(1, `${label}须为1到10000000之间的整数`)
    .max(10_000_000, `${label}须为1到10000000之间的整数`);
export const ZConsoleGiftBodySchema = z.object({
  name: z.string({ message: '请填写礼物名称' }).trim().min(1, '请填写礼物名称').max(10, '礼物名称不能超过10个字符'),
  price: ZPrice('价格'),
  enabled: z.boolean({ message: '请选择上架或下架' }),
});

export const ZConsoleNobleRankSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  renewPrice: z.number().int(),
});
export type TConsoleNobleRank = z.infer<typeof ZConsoleNobleRankSchema>;
export const ZConsoleNobleRankParamSchema = z.object({
  rank: z.coerce.number().int().min(1, '请选择正确的贵族等级').max(7, '请选择正确的贵族等级'),
});
export const ZConsoleNoblePriceBodySchema = z
  .object({ price: ZPrice('开通价格'), renewPrice: ZPrice('续费价格') })
  .refine((v) => v.renewPrice <= v.price, { path: ['renewPrice'], message: '续费价格不能高于开通价格' });

export const ZConsoleAboutPageSchema = z.object({ id: z.string(), title: z.string(), body: z.string(), updatedAt: z.number().int() });
export type TConsoleAboutPage = z.infer<typeof ZConsoleAboutPageSchema>;
export const ZConsoleAboutIdParamSchema = z.object({ id: z.string().regex(/^\d{1,8}$/, '页面不存在') });
export const ZConsoleAboutBodySchema = z.object({
  title: z.string({ message: '请填写标题' }).trim().min(1, '请填写标题').max(30, '标题不能超过30个字符'),
  /** Plain text; a blank line starts a paragraph; markup is removed on the server. */
  body: z.string({ message: '请填写正文' }).trim().min(1, '请填写正文').max(20_000, '正文不能超过20000个字符'),
});
