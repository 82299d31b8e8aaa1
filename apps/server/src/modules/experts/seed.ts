import type { TPick, TPublishBody, TSport } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import type { ExpertPorts, LinesView, MatchView } from './ports';
import type { ExpertService } from './service';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Demo experts beside the seeded `expert` account: their style decides their picks, never the results. */
export const DEMO_EXPERTS = [
  { mobile: '13900000101', nick: '亚盘老张', description: '十年亚盘研究，偏好让球与大小球，只看数据不看名气', style: 'handicap' },
  { mobile: '13900000102', nick: '稳胆哥', description: '专注五大联赛胜平负，追求稳健，擅长冷门识别', style: 'favourite' },
  { mobile: '13900000103', nick: '篮坛观察', description: 'NBA 与 CBA 让分、大小分分析，关注伤病与背靠背', style: 'basketball' },
] as const;
type Style = (typeof DEMO_EXPERTS)[number]['style'] | 'mixed';

type Market = 'europe' | 'handicap' | 'overunder';
/** Prices of the demo plans in diamonds, taken in turn: free ones among them. */
const DEMO_PRICES = [0, 18, 28, 58];

const TITLES: Record<Market, string[]> = {
  europe: ['主场强势，稳胆推荐', '客队状态回暖，看好不败', '焦点战胜负解析'],
  handicap: ['盘口偏深，上盘难打出', '让球有诱导，坚定下盘', '主队赢盘概率大'],
  overunder: ['攻强守弱，看好进球', '两队防守稳固，小球为主', '节奏偏快，看大分'],
};
const ANALYSIS: Record<Market, string> = {
  europe:
    '从近期状态看，两队的攻防数据差距明显，主客场表现也有分化。结合初盘与即时盘的变化，机构对热门一方的信心较足，本场给出胜平负推荐，仅供参考，理性购彩。',
  handicap:
    '初盘到即时盘的水位变化透露出机构的真实态度。结合两队近五场的赢盘率与进失球分布，本场更倾向于当前方向，注意临场阵容变化，仅供参考。',
  overunder: '两队近期场均进球与失球数据、比赛节奏与战术风格都指向同一方向，大小球盘口与水位也给出了相应信号，本场给出大小推荐，仅供参考。',
};

/** The pick a style makes from the lines alone (before kick-off): favourites, or the side the water leans to. */
function pickFor(style: Style, market: Market, lines: LinesView, n: number): TPick | null {
  if (market === 'europe') {
    const e = lines.europe;
    if (!e) return null;
    return e.home <= e.away ? 'home' : 'away';
  }
  if (market === 'handicap') {
    const h = lines.handicap;
    if (!h) return null;
    // Lower water is where the money went; the handicap expert alternates with the receiving side.
    return style === 'handicap' && n % 3 === 0 ? (h.home > h.away ? 'home' : 'away') : h.home <= h.away ? 'home' : 'away';
  }
  const o = lines.overunder;
  if (!o) return null;
  return o.over <= o.under ? 'over' : 'under';
}

function playFor(style: Style, sport: TSport, n: number): number {
  if (sport === 'basketball') return n % 2 === 0 ? 1 : 2;
  if (style === 'favourite') return n % 4 === 3 ? 4 : 1;
  if (style === 'handicap') return n % 3 === 2 ? 3 : 2;
  return (n % 3) + 1;
}

/**
 * Demo plans on the simulator's matches: for each expert, plans on finished matches published as of
 * three hours before their kick-off with the lines of the feed, settled by the real results (so the
 * records are true), and plans on upcoming matches on sale. Picks come from the lines, never from results.
 */
export async function seedExperts(
  deps: {
    service: ExpertService;
    ports: Pick<ExpertPorts, 'upcoming' | 'lines' | 'setExpert'>;
    experts: { id: number; style: Style }[];
  },
  now: number,
): Promise<{ plans: number; settled: number }> {
  let plans = 0;
  for (const [i, e] of deps.experts.entries()) {
    await deps.ports.setExpert(e.id, true);
    const sport: TSport = e.style === 'basketball' ? 'basketball' : 'football';
    const past = await deps.ports.upcoming({ sport, from: now - 6 * DAY, to: now - 3 * HOUR, limit: 400, finished: true });
    const next = await deps.ports.upcoming({ sport, from: now + HOUR, to: now + 2 * DAY, limit: 100 });
    // Every expert takes a different stride through the matches.
    const chosen = [...past.filter((_, k) => k % (3 + i) === i % 3).slice(-14), ...next.filter((_, k) => k % (2 + i) === 0).slice(0, 3)];
    const lines = await deps.ports.lines(chosen.map((m) => m.matchId));
    for (const [n, m] of chosen.entries()) {
      const body = planBody(e.style, sport, m, lines.get(m.matchId), n);
      if (!body) continue;
      const finished = m.kickoffAt <= now;
      try {
        await deps.service.publishing.publish(e.id, body, finished ? { seededAt: m.kickoffAt - 3 * HOUR } : {});
        plans++;
      } catch {
        // A match without this market's lines is skipped.
      }
    }
  }
  const settled = await deps.service.trade.settleDue();
  return { plans, settled };
}

function planBody(style: Style, sport: TSport, m: MatchView, lines: LinesView | undefined, n: number): TPublishBody | null {
  if (!lines) return null;
  const playType = playFor(style, sport, n);
  const market =
    sport === 'basketball'
      ? playType === 1
        ? 'handicap'
        : 'overunder'
      : playType === 2
        ? 'handicap'
        : playType === 3
          ? 'overunder'
          : 'europe';
  const pick = pickFor(style, market, lines, n);
  if (!pick) return null;
  const titles = TITLES[market];
  return {
    sport,
    playType,
    legs: [{ matchId: m.matchId, pick }],
    title: `${m.home}VS${m.away}：${itemAt(titles, n % titles.length, 'demo plan titles')}`.slice(0, 40),
    analysis: `${m.competition} ${m.home} 对阵 ${m.away}。${ANALYSIS[market]}`,
    price: itemAt(DEMO_PRICES, n % 4, 'demo plan prices'),
    refundOnMiss: n % 5 === 1,
  };
}
