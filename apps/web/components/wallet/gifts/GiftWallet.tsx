import Link from '@/components/ui/Link';
import type { TTicketStatus } from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';

type TProps = { tickets: TTicketStatus | null; signIn: () => void };

/** The bar's top line: the viewer's 球钻 and 球票 with a recharge link, watch rewards and the sign-in. */
export function GiftWallet({ tickets, signIn }: TProps) {
  const { userInfo, openLogin } = useSession();
  const balances = useBalances();
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
      <h2 className="text-sm font-semibold text-ink">送礼物</h2>
      {userInfo ? (
        <>
          <span>
            球钻{' '}
            <b data-testid="gift-balance" className="text-amber-600">
              {balances?.balance ?? '-'}
            </b>
          </span>
          <span>
            球票{' '}
            <b data-testid="gift-ticket" className="text-rose-500">
              {balances?.ticket ?? '-'}
            </b>
          </span>
          <Link href="/v/pay" className="text-primary hover:underline" data-testid="gift-recharge">
            充值
          </Link>
          {tickets ? (
            <span className="ml-auto flex items-center gap-2">
              <span title="观看直播每满5分钟得1球票">
                观看奖励 {tickets.watchTickets}/{tickets.watchCap}
              </span>
              <button
                type="button"
                data-testid="gift-signin"
                disabled={tickets.signedIn}
                onClick={signIn}
                className="rounded-full border border-primary px-2 py-0.5 text-primary disabled:border-line disabled:text-muted"
              >
                {tickets.signedIn ? '今日已签到' : `签到领${tickets.signInTickets}球票`}
              </button>
            </span>
          ) : null}
        </>
      ) : (
        <button type="button" onClick={openLogin} className="text-primary hover:underline">
          登录后送礼物、签到领球票
        </button>
      )}
    </div>
  );
}
