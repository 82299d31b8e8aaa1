import Link from '@/components/ui/Link';
import type { TRoomCard } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { formatCount, formatDateTime } from '@/lib/format';

/** A room in a grid: cover with live badge and online count, title, anchor and category; offline rooms show their next match. */
export function RoomCard({ room }: { room: TRoomCard }) {
  const live = room.isLive === 1;
  return (
    <Link
      href={`/live/${room.roomId}`}
      data-testid="room-card"
      className="group block overflow-hidden rounded-lg bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-video overflow-hidden bg-ink/80">
        {room.cover ? (
          <img src={room.cover} alt={room.title} className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-white/70">{room.nickName}的直播间</div>
        )}
        <span
          data-testid="room-state"
          className={`absolute left-2 top-2 rounded px-2 py-0.5 text-xs font-medium text-white ${live ? 'bg-red-500' : 'bg-black/50'}`}
        >
          {live ? '直播中' : '未开播'}
        </span>
        {room.navName ? (
          <span className="absolute right-2 top-2 rounded bg-black/40 px-2 py-0.5 text-xs text-white">{room.navName}</span>
        ) : null}
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between bg-gradient-to-t from-black/70 to-transparent px-2 pb-1.5 pt-6 text-xs text-white">
          <span className="truncate">
            {live
              ? (room.matchTitle ?? '')
              : room.matchTitle && room.matchKickoffAt
                ? `下一场 ${formatDateTime(room.matchKickoffAt)} ${room.matchTitle}`
                : ''}
          </span>
          {live ? (
            <span data-testid="room-online" className="ml-2 shrink-0">
              👁 {formatCount(room.online)}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex items-center gap-2 px-3 py-2.5">
        <Avatar src={room.portrait} size={32} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink group-hover:text-primary">{room.title}</p>
          <p className="truncate text-xs text-muted">
            {room.nickName} · 粉丝 {formatCount(room.fansCount)}
          </p>
        </div>
      </div>
    </Link>
  );
}

/** The rooms on air of a list, in its order (hotAppRoom puts live rooms first, most watched first). */
export const onAir = (rooms: TRoomCard[]) => rooms.filter((r) => r.isLive === 1);

/** Rooms in a responsive grid. */
export function RoomGrid({ rooms }: { rooms: TRoomCard[] }) {
  return (
    <div data-testid="room-grid" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {rooms.map((r) => (
        <RoomCard key={r.roomId} room={r} />
      ))}
    </div>
  );
}

/** Previous / next page links with the page count. */
export function Pager({ page, pageSize, total, href }: { page: number; pageSize: number; total: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const cls = 'rounded-full border border-line px-4 py-1 text-sm';
  return (
    <nav className="mt-6 flex items-center justify-center gap-3 text-sm" aria-label="分页">
      {page > 1 ? (
        <Link className={`${cls} hover:border-primary hover:text-primary`} href={href(page - 1)}>
          上一页
        </Link>
      ) : (
        <span className={`${cls} text-muted`}>上一页</span>
      )}
      <span className="text-muted">
        第 {page} / {pages} 页
      </span>
      {page < pages ? (
        <Link className={`${cls} hover:border-primary hover:text-primary`} href={href(page + 1)}>
          下一页
        </Link>
      ) : (
        <span className={`${cls} text-muted`}>下一页</span>
      )}
    </nav>
  );
}
