import type { TZone } from '@sports/contracts';

const COLORS = { top: '#1d4ed8', second: '#ea580c', third: '#16a34a', down: '#dc2626', playoff: '#7c3aed' } as const;
const zone = (label: string, color: string, from: number, to: number): TZone => ({ label, color, from, to });

const EUROPE_TOP = ['en.1', 'es.1', 'de.1', 'it.1', 'fr.1'];
const EUROPE_OTHER = ['nl.1'];
const ASIA = ['cn.1', 'jp.1', 'kr.1'];

/**
 * Table zones of a competition with `teams` teams: the usual continental places and relegation of
 * its league (the current rules of each; a table of an older season shows today's zones).
 */
export function zonesFor(code: string, teams: number, kind: 'league' | 'cup'): TZone[] {
  if (teams < 2) return [];
  if (kind === 'cup') return [zone('小组出线', COLORS.top, 1, Math.min(2, teams))];
  if (EUROPE_TOP.includes(code)) {
    const down = code === 'de.1' || code === 'fr.1' ? 2 : 3;
    return [
      zone('欧冠', COLORS.top, 1, 4),
      zone('欧联', COLORS.second, 5, 6),
      zone('欧协联', COLORS.third, 7, 7),
      ...(down === 2 ? [zone('降级附加赛', COLORS.playoff, teams - 2, teams - 2)] : []),
      zone('降级', COLORS.down, teams - down + 1, teams),
    ];
  }
  if (EUROPE_OTHER.includes(code))
    return [zone('欧冠', COLORS.top, 1, 2), zone('欧联', COLORS.second, 3, 3), zone('降级', COLORS.down, teams - 1, teams)];
  if (ASIA.includes(code)) return [zone('亚冠', COLORS.top, 1, 3), zone('降级', COLORS.down, teams - (code === 'kr.1' ? 0 : 1), teams)];
  if (code === 'br.1')
    return [zone('解放者杯', COLORS.top, 1, 4), zone('南美杯', COLORS.second, 5, 6), zone('降级', COLORS.down, teams - 3, teams)];
  if (code === 'us.1' || code === 'au.1') return [zone('季后赛', COLORS.top, 1, 6)];
  if (code === 'nba' || code === 'cba') return [zone('季后赛', COLORS.top, 1, Math.min(teams, code === 'nba' ? 16 : 12))];
  return [];
}

/** The colour of a rank's zone, or null. */
export const zoneColor = (zones: TZone[], rank: number) => zones.find((z) => rank >= z.from && rank <= z.to)?.color ?? null;
