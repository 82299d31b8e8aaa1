import { z } from 'zod';
import {
  ZConsoleAdjustResultSchema,
  ZConsoleAdjustSchema,
  ZConsoleDailyQuerySchema,
  ZConsoleDailyTotalSchema,
  ZConsoleLedgerCheckSchema,
} from '../console-finance';
import { defineRoute } from './route';

const tags = ['console'] as const;
const security = [{ operatorSession: [] }] as const;

/** Finance in the console: the ledger check, per-day totals, manual adjustments (part of CONSOLE_ROUTES). */
export const CONSOLE_FINANCE_ROUTES = {
  consoleLedgerCheck: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/finance/ledger-check',
    tags,
    summary: '核对账目（同 ledger check）',
    data: ZConsoleLedgerCheckSchema,
    security,
  }),
  consoleDailyTotals: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/finance/daily',
    tags,
    summary: '按日按交易类型汇总（对账）',
    query: ZConsoleDailyQuerySchema,
    data: z.array(ZConsoleDailyTotalSchema),
    security,
  }),
  consoleAdjust: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/finance/adjust',
    tags,
    summary: '人工加款（交易类型14）或扣款（交易类型8），须填原因',
    body: ZConsoleAdjustSchema,
    data: ZConsoleAdjustResultSchema,
    security,
  }),
};
