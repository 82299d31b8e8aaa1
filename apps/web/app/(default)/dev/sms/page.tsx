import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { API_ROUTES, type TDevSmsItem } from '@sports/contracts';
import { PageFrame } from '@/components/ui/PageFrame';
import { EmptyState } from '@/components/ui/EmptyState';
import { ssrCall } from '@/lib/api.server';
import { cleanPhone } from '@/lib/account-rules';
import { formatStamp as time } from '@/lib/format';

export const metadata: Metadata = { title: '短信发件箱', robots: { index: false } };

const SMS_TYPE_NAMES: Record<number, string> = { 3: '登录/注册', 5: '支付密码', 8: '提现' };
/** Used, expired or still valid, as of now. */
const smsState = (m: TDevSmsItem): string => (m.used ? '已使用' : m.expiresAt < Date.now() ? '已过期' : '有效');

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Development SMS outbox: the codes the outbox provider "sent" to a number. The page exists only while
 * the server runs that provider — its API route is missing otherwise, and so is this page (404).
 */
export default async function Page({ searchParams }: TProps) {
  const q = await searchParams;
  const mobile = cleanPhone(typeof q.mobile === 'string' ? q.mobile : '');
  const res = await ssrCall(API_ROUTES.devSms, { query: { mobile } });
  if (res.code === 404) notFound();
  const list = res.code === 200 ? res.data.list : [];
  return (
    <PageFrame title="短信发件箱（开发环境）">
      <p className="mb-4 text-sm text-muted">当前使用开发短信通道：验证码不会真正发出，而是保存在这里。输入手机号查看发送给它的验证码。</p>
      <form method="get" className="mb-6 flex gap-3">
        <input
          name="mobile"
          defaultValue={mobile}
          inputMode="numeric"
          placeholder="请输入手机号"
          aria-label="手机号"
          className="h-10 w-64 rounded border border-line px-3 text-sm outline-none focus:border-primary"
        />
        <button type="submit" className="h-10 rounded bg-primary px-6 text-sm text-white hover:bg-primary-strong">
          查询
        </button>
      </form>
      {mobile && res.code !== 200 ? <p className="mb-4 text-sm text-red-500">{res.message}</p> : null}
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <table className="w-full text-left text-sm" data-testid="dev-sms-table">
          <thead className="bg-page text-muted">
            <tr>
              <th className="px-3 py-2 font-normal">发送时间</th>
              <th className="px-3 py-2 font-normal">类型</th>
              <th className="px-3 py-2 font-normal">验证码</th>
              <th className="px-3 py-2 font-normal">短信内容</th>
              <th className="px-3 py-2 font-normal">状态</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {list.map((m) => (
              <tr key={`${m.createdAt}-${m.code}`}>
                <td className="whitespace-nowrap px-3 py-2">{time(m.createdAt)}</td>
                <td className="px-3 py-2">{SMS_TYPE_NAMES[m.type] ?? m.type}</td>
                <td className="px-3 py-2 font-mono text-base font-semibold text-primary" data-testid="dev-sms-code">
                  {m.code}
                </td>
                <td className="px-3 py-2 text-muted">{m.text}</td>
                <td className="whitespace-nowrap px-3 py-2">{smsState(m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageFrame>
  );
}
