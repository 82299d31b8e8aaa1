import { CLIP_TYPES, ZClipCreateSchema } from '@sports/contracts';
import type { AdminCommand } from '../../cli/commands';
import { formatClock } from './cut-points';

const TYPE_HELP = Object.entries(CLIP_TYPES)
  .map(([k, v]) => `${k} ${v}`)
  .join('，');

/** Seconds as typed by an operator: `95`, `95.5` or `1:35`. */
export function parseSeconds(raw: string | undefined): number {
  if (raw === undefined) return NaN;
  const m = /^(?:(\d+):)?(\d+(?:\.\d+)?)$/.exec(raw.trim());
  if (!m) return NaN;
  return (m[1] ? Number(m[1]) * 60 : 0) + Number(m[2]);
}

/** Operators' highlight commands: cut a clip from any replay, and see where to cut. */
export const replayCommands: AdminCommand[] = [
  {
    words: ['clip', 'cut'],
    usage: 'clip cut <回放id> <起点> <终点> <标题> [--type 1] [--price 0]',
    summary: `从任意回放剪辑集锦（起止为秒或 分:秒；类型 ${TYPE_HELP}；价格为球钻，0 免费）`,
    async run({ replays }, [replayId, start, end, ...titleWords], flags) {
      const startS = parseSeconds(start);
      const endS = parseSeconds(end);
      if (!Number.isFinite(startS) || !Number.isFinite(endS)) throw new Error('起点和终点应为秒数或 分:秒，如 95 或 1:35');
      const parsed = ZClipCreateSchema.safeParse({
        replayId,
        startMs: Math.round(startS * 1000),
        endMs: Math.round(endS * 1000),
        title: titleWords.join(' '),
        type: flags.type === undefined ? 2 : flags.type,
        price: flags.price === undefined ? 0 : flags.price,
      });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '参数不正确');
      const c = await replays.clips.create(parsed.data, 0, { operator: true });
      return `已剪辑集锦 ${c.id}「${c.title}」：回放 ${c.replayId}，${formatClock(parsed.data.startMs)} 起，时长 ${c.duration} 秒，${
        c.price ? `${c.price} 球钻` : '免费'
      }`;
    },
  },
  {
    words: ['clip', 'points'],
    usage: 'clip points <回放id>',
    summary: '列出回放的建议剪辑点（比赛进球、红牌与聊天高峰）',
    async run({ replays }, [replayId]) {
      const id = Number(replayId);
      if (!Number.isSafeInteger(id) || id < 1) throw new Error('请指定回放');
      const { points } = await replays.cutPoints.points(id);
      if (!points.length) return '这条回放暂无建议剪辑点';
      return points
        .map((p) => `${formatClock(p.at).padEnd(8)} ${p.label}  建议 ${formatClock(p.startMs)}-${formatClock(p.endMs)}`)
        .join('\n');
    },
  },
];
