import { z } from 'zod';
import { ZCommonQuerySchema, ZPageSchema } from './envelope';
import { DIAMOND_FEN, ZTradeType, type TTradeType } from './wallet';

/** Recharge packages: price in fen, diamonds at DIAMOND_FEN fen each, plus a bonus on the larger ones. */
export const RECHARGE_PACKAGES = [
  { id: 1, fen: 600, bonus: 0 },
  { id: 2, fen: 3000, bonus: 0 },
  { id: 3, fen: 9800, bonus: 20 },
  { id: 4, fen: 19800, bonus: 60 },
  { id: 5, fen: 48800, bonus: 200 },
  { id: 6, fen: 99800, bonus: 500 },
].map((p) => ({ ...p, diamonds: p.fen / DIAMOND_FEN }));

/** Custom amounts are whole yuan in this range (no bonus). */
export const RECHARGE_CUSTOM_YUAN = { min: 1, max: 50_000 } as const;

export const PAY_METHODS = { sandbox: '模拟支付', alipay: '支付宝', wechat: '微信支付' } as const;
export type TPayMethod = keyof typeof PAY_METHODS;
export const ZPayMethod = z.enum(['sandbox', 'alipay', 'wechat'], { error: '暂不支持该支付方式' });

export const ORDER_STATUS = { pending: '待支付', paid: '已支付', cancelled: '已取消', closed: '已关闭' } as const;
export type TOrderStatus = keyof typeof ORDER_STATUS;

export const ZRechargePackageSchema = z.object({
  id: z.number().int(),
  fen: z.number().int(),
  diamonds: z.number().int(),
  bonus: z.number().int(),
});
export type TRechargePackage = z.infer<typeof ZRechargePackageSchema>;

export const ZPaySettingSchema = z.object({
  packages: z.array(ZRechargePackageSchema),
  methods: z.array(z.object({ id: ZPayMethod, name: z.string() })),
  /** Custom amount bounds in whole yuan. */
  customMinYuan: z.number().int(),
  customMaxYuan: z.number().int(),
  diamondFen: z.number().int(),
});
export type TPaySetting = z.infer<typeof ZPaySettingSchema>;

/** POST /tapi/pay/recharge: a package or a custom amount in whole yuan. */
export const ZRechargeBodySchema = z
  .object({
    packageId: z.coerce
      .number({ error: '充值套餐不存在' })
      .int({ error: '充值套餐不存在' })
      .positive({ error: '充值套餐不存在' })
      .optional(),
    yuan: z.coerce
      .number({ error: '请输入正确的充值金额' })
      .refine(Number.isFinite, { message: '请输入正确的充值金额' })
      .refine(Number.isInteger, { message: '充值金额必须为整数' })
      .refine((n) => n >= RECHARGE_CUSTOM_YUAN.min && n <= RECHARGE_CUSTOM_YUAN.max, {
        message: `充值金额须在${RECHARGE_CUSTOM_YUAN.min}到${RECHARGE_CUSTOM_YUAN.max}元之间`,
      })
      .optional(),
    payMethod: ZPayMethod,
    ...ZCommonQuerySchema.shape,
  })
  .refine((b) => (b.packageId === undefined) !== (b.yuan === undefined), { message: '请选择充值套餐或输入充值金额' });
export type TRechargeBody = z.infer<typeof ZRechargeBodySchema>;

export const ZRechargeOrderSchema = z.object({
  orderNo: z.string(),
  fen: z.number().int(),
  diamonds: z.number().int(),
  payMethod: ZPayMethod,
  status: z.enum(['pending', 'paid', 'cancelled', 'closed']),
  statusName: z.string(),
  createTime: z.number().int(),
  paidTime: z.number().int().nullable(),
});
export type TRechargeOrder = z.infer<typeof ZRechargeOrderSchema>;

/** Where the payer goes next: our sandbox cashier or the gateway page (url), a form to post, or a QR code text (WeChat Native). */
export const ZRechargeAnswerSchema = z.object({
  order: ZRechargeOrderSchema,
  payUrl: z.string().nullable(),
  codeUrl: z.string().nullable(),
});
export type TRechargeAnswer = z.infer<typeof ZRechargeAnswerSchema>;

/** A recharge order number: R, 14 digits of Shanghai time, 8 upper-case letters or digits. */
export const ORDER_NO_RE = /^R\d{14}[0-9A-Z]{8}$/;

export const ZOrderNoQuerySchema = ZCommonQuerySchema.extend({
  orderNo: z.string({ error: '订单不存在' }).regex(ORDER_NO_RE, '订单不存在'),
});
export const ZOrderNoBodySchema = z.object({ orderNo: z.string({ error: '订单不存在' }).regex(ORDER_NO_RE, '订单不存在') });

const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '查询日期不正确');
const zPage = {
  page: z.coerce.number({ error: '页码不正确' }).int({ error: '页码不正确' }).min(1, '页码不正确').max(10000, '页码不正确').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数不正确' })
    .int({ error: '每页条数不正确' })
    .min(1, '每页条数不正确')
    .max(100, '每页条数不正确')
    .default(10),
};

/** Record filters: a trade type (or several), a date range (Asia/Shanghai calendar days, inclusive), paging. */
export const ZRecordQuerySchema = z.object({
  ...zPage,
  tradeType: ZTradeType.optional(),
  tradeTypes: z.array(ZTradeType).max(15).optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
  ...ZCommonQuerySchema.shape,
});
export type TRecordQuery = z.input<typeof ZRecordQuerySchema>;

/** One ledger entry of the caller, signed (+ in, − out). */
export const ZTradeRecordSchema = z.object({
  id: z.number().int(),
  tradeType: z.number().int(),
  label: z.string(),
  /** consumption diamonds */
  balance: z.number().int(),
  ticket: z.number().int(),
  /** income diamonds: withdrawable and pending */
  cash: z.number().int(),
  freeze: z.number().int(),
  /** cumulative received, fen */
  withdraw: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  ticketAfter: z.number().int().nullable(),
  cashAfter: z.number().int().nullable(),
  createTime: z.number().int(),
  memo: z.string().nullable(),
});
export type TTradeRecord = z.infer<typeof ZTradeRecordSchema>;

export const ZRecordPageSchema = ZPageSchema(ZTradeRecordSchema);
export type TRecordPage = z.infer<typeof ZRecordPageSchema>;

export const ZIncomePageSchema = ZRecordPageSchema.extend({
  /** income diamonds received in the filtered range, and over all time */
  rangeTotal: z.number().int(),
  allTotal: z.number().int(),
});
export type TIncomePage = z.infer<typeof ZIncomePageSchema>;

export const ZOrderListQuerySchema = z.object({
  ...zPage,
  status: z.enum(['pending', 'paid', 'cancelled', 'closed'], { error: '订单状态不正确' }).optional(),
});
export const ZOrderPageSchema = ZPageSchema(ZRechargeOrderSchema);
export type TOrderPage = z.infer<typeof ZOrderPageSchema>;

/** Monthly statement (/v/table): per month, per trade type, the sums of each column. */
export const ZStatementQuerySchema = ZCommonQuerySchema.extend({
  year: z.coerce.number({ error: '年份不正确' }).int({ error: '年份不正确' }).min(2000, '年份不正确').max(2100, '年份不正确'),
});
export const ZStatementRowSchema = z.object({
  tradeType: z.number().int(),
  label: z.string(),
  count: z.number().int(),
  balanceIn: z.number().int(),
  balanceOut: z.number().int(),
  cashIn: z.number().int(),
  cashOut: z.number().int(),
  ticketIn: z.number().int(),
  ticketOut: z.number().int(),
});
export const ZStatementSchema = z.object({
  year: z.number().int(),
  months: z.array(z.object({ month: z.number().int(), rows: z.array(ZStatementRowSchema) })),
});
export type TStatement = z.infer<typeof ZStatementSchema>;
export type TStatementRow = z.infer<typeof ZStatementRowSchema>;

export const ZIncomeExportQuerySchema = ZCommonQuerySchema.extend({ startDate: zDate.optional(), endDate: zDate.optional() });

/** Spending records (/v/consume): what leaves the consumption wallet. */
export const CONSUME_TRADE_TYPES: TTradeType[] = [2, 4, 8, 10, 15, 18];
/** Income records (/v/income): gift income, plan income (experts) and what becomes of them. */
export const INCOME_TRADE_TYPES: TTradeType[] = [9, 16, 3, 6, 13];
