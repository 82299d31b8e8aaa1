import { bannerJump, INNER_PAGES } from '@sports/contracts';

const SAMPLE_TARGET = '1001';
const cell = 'border border-line px-3 py-2 text-left';

/** SPEC's banner jump rules as a table, computed by the same bannerJump the banners use. */
export function JumpRulesTable() {
  const rows = Object.keys(INNER_PAGES).map(Number);
  return (
    <div className="space-y-4">
      <table className="w-full border-collapse text-sm" data-testid="jump-rules">
        <thead className="bg-page text-muted">
          <tr>
            <th className={cell}>innerPageId</th>
            <th className={cell}>内页</th>
            <th className={cell}>追加 targetId</th>
            <th className={cell}>示例（jumpType=1，targetId={SAMPLE_TARGET}）</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((id) => {
            const page = INNER_PAGES[id];
            const jump = bannerJump({ innerPageId: id, jumpType: 1, targetId: SAMPLE_TARGET });
            return (
              <tr key={id}>
                <td className={cell}>{id}</td>
                <td className={cell}>{page ? page.path : '未使用'}</td>
                <td className={cell}>{page ? (page.withId ? '是' : '否') : '—'}</td>
                <td className={`${cell} font-mono`}>{jump ? `${jump.href}（新窗口）` : '不跳转'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        <li>jumpType 为 1：按 innerPageId 打开站内页面，新窗口打开。</li>
        <li>jumpType 为其他非空值：新窗口打开 outerLink 外部链接。</li>
        <li>jumpType 为空：不跳转。轮播图 8 张及以上时最多展示 7 张。</li>
      </ul>
    </div>
  );
}
