import Link from '@/components/ui/Link';
import { RoutePage } from '@/components/layout/RoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/manual');

const SECTIONS = [
  {
    title: '一、准备工作',
    items: [
      '在「申请主播」提交申请，审核通过后即成为主播。',
      '电脑安装 OBS Studio（免费开源的推流软件），准备好摄像头、麦克风或要解说的画面。',
    ],
  },
  {
    title: '二、设置直播间',
    items: [
      '进入「直播设置」，填写直播标题，上传 16:9 的封面，选择直播分类。',
      '在「绑定比赛」中选择要解说的比赛，直播间会同步显示这场比赛的实时比分。',
      '可填写房间公告，观众进入直播间即可看到。',
    ],
  },
  {
    title: '三、开始推流',
    items: [
      '在「直播设置」点击「开始直播」，页面会显示推流地址和推流码。',
      'OBS 中打开「设置 → 直播」，服务选择「自定义」，服务器填推流地址，串流密钥填推流码。',
      '「设置 → 输出」建议视频码率 2000-4000 Kbps，关键帧间隔 1 秒（观众进入时画面更新），x264 的「微调（Tune）」选 zerolatency、硬件编码关闭「前瞻（Look-ahead）」并把 B 帧设为 0（画面延迟更低）；「设置 → 视频」输出分辨率 1280×720 或 1920×1080，帧率 25 或 30。',
      '点击 OBS 的「开始推流」，几秒后直播间即显示为直播中，观众即可观看。',
    ],
  },
  {
    title: '四、结束直播',
    items: [
      '先在 OBS 停止推流，再在「直播设置」点击「结束直播」。',
      '每一场直播都会记录在「我的直播」中，可查看开播时间、时长和最高在线人数。',
    ],
  },
  {
    title: '五、注意事项',
    items: [
      '推流码相当于直播间的钥匙，请勿泄露；泄露后可在直播设置中重置。',
      '请遵守直播规范，禁止盗播、低俗、赌博等内容，违规直播间将被处理。',
    ],
  },
];

/** /live/manual: how to go live (no footer on this route). */
export default function Page() {
  return (
    <RoutePage pattern="/live/manual">
      <article className="space-y-6 text-sm leading-7">
        {SECTIONS.map((s) => (
          <section key={s.title}>
            <h2 className="mb-2 text-base font-semibold">{s.title}</h2>
            <ol className="list-decimal space-y-1 pl-6 text-ink">
              {s.items.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ol>
          </section>
        ))}
        <p>
          <Link href="/v/anchor-set" className="text-primary">
            前往直播设置 →
          </Link>
        </p>
      </article>
    </RoutePage>
  );
}
