'use client';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { API_CALLS, type TAnchorCard, type TSport } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { anchorHref } from '@/lib/anchor-href';
import { useMatchLive } from './MatchLive';

/**
 * The live rooms streaming this match right now (SPEC /api/match/pcAnchorByMatch), read again
 * whenever the match topic says they changed (a room went live or offline, bound or left the match).
 */
export function LiveRooms({ matchId, sport }: { matchId: number; sport: TSport }) {
  const [anchors, setAnchors] = useState<TAnchorCard[]>([]);
  const { roomsVersion } = useMatchLive();
  useEffect(() => {
    let alive = true;
    void call(API_CALLS.anchorsByMatch, { query: { matchId, matchType: sport === 'football' ? 1 : 2 } }).then((res) => {
      if (alive && isOk(res)) setAnchors(res.data.filter((a) => a.isLive === 1));
    });
    return () => {
      alive = false;
    };
  }, [matchId, sport, roomsVersion]);
  if (anchors.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm" data-testid="match-rooms">
      <span className="opacity-80">正在直播：</span>
      {anchors.map((a) => (
        <Link key={a.userId} href={anchorHref(a)} className="flex items-center gap-1 rounded-full bg-white/15 px-3 py-1 hover:bg-white/25">
          <img src={a.portrait} alt="" width={20} height={20} className="h-5 w-5 rounded-full" />
          {a.nickName}
        </Link>
      ))}
    </div>
  );
}
