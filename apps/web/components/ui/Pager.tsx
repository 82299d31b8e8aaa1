import { Button } from './Button';

/** 上一页 / 第 n / m 页 / 下一页 under a paged list; nothing when there is one page. `total` adds 共 N 条. */
export function Pager({
  page,
  pages,
  onPage,
  busy = false,
  total,
  align = 'center',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** a page is loading: both buttons wait */
  busy?: boolean;
  total?: number;
  align?: 'center' | 'end';
}) {
  if (pages <= 1) return null;
  return (
    <nav className={`flex items-center gap-3 text-sm ${align === 'end' ? 'mt-4 justify-end' : 'mt-6 justify-center'}`} aria-label="分页">
      <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span className="text-muted">
        第 {page} / {pages} 页{total === undefined ? null : `，共 ${total} 条`}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </nav>
  );
}
