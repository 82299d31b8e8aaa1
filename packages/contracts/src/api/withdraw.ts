import { z } from 'zod';
import { ZCommonQuerySchema } from '../envelope';
import {
  ZBindCardBodySchema,
  ZCardIdParamsSchema,
  ZCardTypeParamsSchema,
  ZPayPassBodySchema,
  ZSavedAccountListSchema,
  ZSavedAccountSchema,
  ZWithdrawBodySchema,
  ZWithdrawRecordBodySchema,
  ZWithdrawRecordPageSchema,
  ZWithdrawResultSchema,
} from '../wallet-withdraw';
import { defineRoute } from './route';

const tags = ['wallet'] as const;

/** The payment password, withdrawal accounts, withdrawals and their records. */
export const WITHDRAW_ROUTES = {
  payPass: defineRoute({
    method: 'POST',
    prefix: '/tapi',
    path: '/pay/change/pay-pass',
    tags,
    summary:
      '设置/重置支付密码（type 1：newPassword 加密 + 短信验证码 type 5）或修改（type 2：原密码 password + newPassword + confirmPassword，均加密）',
    body: ZPayPassBodySchema,
    data: z.null(),
  }),
  bindCard: defineRoute({
    method: 'POST',
    prefix: '/tapi',
    path: '/pay/bind-card',
    tags,
    summary:
      '绑定提现账户（type 1 银行卡：accountNo 16-19 位并通过 Luhn 校验，bankName；type 2 支付宝：手机号或邮箱；未实名时需 accountName）',
    body: ZBindCardBodySchema,
    data: ZSavedAccountSchema,
  }),
  cardList: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/pay/card-list/:id',
    tags,
    summary: '已绑定的提现账户（id：1 银行卡，2 支付宝；账号已脱敏）',
    params: ZCardTypeParamsSchema,
    query: ZCommonQuerySchema,
    data: ZSavedAccountListSchema,
  }),
  unbindCard: defineRoute({
    method: 'POST',
    prefix: '/tapi',
    path: '/pay/unbind-card/:id',
    tags,
    summary: '解绑自己的提现账户',
    params: ZCardIdParamsSchema,
    data: z.null(),
  }),
  lowest: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/pay/lowest',
    tags,
    summary: '单笔最低提现球钻',
    query: ZCommonQuerySchema,
    data: z.number().int(),
  }),
  withdraw: defineRoute({
    method: 'POST',
    idempotent: true,
    prefix: '/tapi',
    path: '/pay/withdraw',
    tags,
    summary:
      '提现（drawType 1 银行卡 / 2 支付宝：冻结待审核，代扣 5% 个税，需短信验证码 type 8；3 到消费钱包：即时到账，不扣税）；payPassword 加密',
    body: ZWithdrawBodySchema,
    data: ZWithdrawResultSchema,
  }),
  withdrawRecords: defineRoute({
    method: 'POST',
    prefix: '/tapi',
    path: '/pay/record/withdraw',
    tags,
    summary: '我的提现记录（最新在前，分页）',
    body: ZWithdrawRecordBodySchema.optional(),
    data: ZWithdrawRecordPageSchema,
  }),
};
