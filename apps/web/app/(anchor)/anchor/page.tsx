import Link from '@/components/ui/Link';
import { RoutePage } from '@/components/layout/RoutePage';
import { pageMeta } from '@/lib/page-meta';
import { loadViewer } from '@/lib/session.server';

export const metadata = pageMeta('/anchor');

const STEPS = [
  { title: '提交申请', text: '登录后在「申请主播」填写真实姓名、联系方式、直播分类和直播经历。' },
  { title: '等待审核', text: '工作人员会尽快审核，结果在申请页面显示；未通过时会说明原因，可修改后重新申请。' },
  { title: '设置直播间', text: '审核通过后进入「直播设置」，设置标题、封面、分类，并绑定要解说的比赛。' },
  { title: '开始直播', text: '复制推流地址和推流码到 OBS 等推流软件，点击开始直播，观众即可在直播间观看。' },
];
const PERKS = [
  '专属直播间与房间号',
  '绑定比赛，实时比分同屏展示',
  '礼物收益，随时提现',
  '房管、禁言与欢迎语管理',
  '赛程页展示你的直播预告',
];

/** /anchor: anchor recruitment — what anchors get and how to become one. */
export default async function Page() {
  const userInfo = await loadViewer();
  const cta = userInfo?.isAnchor ? { href: '/v/anchor-set', label: '进入直播设置' } : { href: '/v/apply', label: '立即申请成为主播' };
  return (
    <RoutePage pattern="/anchor">
      <div className="space-y-8">
        <section className="rounded-lg bg-gradient-to-r from-primary to-primary-strong px-8 py-10 text-white">
          <h2 className="text-2xl font-bold">成为主播，和球迷一起看球</h2>
          <p className="mt-2 text-white/85">足球、篮球、综合体育解说，只要你热爱，就能拥有自己的直播间。</p>
          <Link href={cta.href} className="mt-6 inline-block rounded-full bg-white px-6 py-2 font-medium text-primary">
            {cta.label}
          </Link>
        </section>
        <section>
          <h2 className="mb-3 font-semibold">主播权益</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {PERKS.map((p) => (
              <li key={p} className="rounded-lg border border-line bg-surface px-4 py-3 text-sm">
                {p}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-semibold">申请流程</h2>
          <ol className="grid gap-3 md:grid-cols-4">
            {STEPS.map((s, i) => (
              <li key={s.title} className="rounded-lg border border-line bg-surface p-4 text-sm">
                <span className="mb-2 flex h-7 w-7 items-center justify-center rounded-full bg-primary text-white">{i + 1}</span>
                <b>{s.title}</b>
                <p className="mt-1 text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <p className="text-sm text-muted">
          不知道如何推流？查看{' '}
          <Link href="/live/manual" className="text-primary">
            开播教程
          </Link>
          。
        </p>
      </div>
    </RoutePage>
  );
}
