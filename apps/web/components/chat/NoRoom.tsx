import Link from '@/components/ui/Link';
import { buttonClass } from '@/components/ui/Button';

/** Shown on the anchor's chat pages to a user without a room of their own. */
export function NoRoom() {
  return (
    <div data-testid="no-room" className="flex flex-col items-center gap-4 py-16 text-sm text-muted">
      <p>您还没有直播间，成为主播后即可管理聊天</p>
      <Link href="/v/apply" className={buttonClass('outline', 'sm')}>
        申请主播
      </Link>
    </div>
  );
}
