import type { TPlanListBody } from '@sports/contracts';
import { AppError } from '../../http/errors';
import { applicationService } from './applications';
import type { ExpertPorts } from './ports';
import { publishService } from './publish';
import type { ExpertRepository } from './repository';
import { tradeService } from './trade';
import { viewService } from './views';

const HOUR = 3_600_000;

/** The experts capability's use cases, each in its own file. */
export function expertService(
  repo: ExpertRepository,
  ports: ExpertPorts,
  opts: { now?: () => number; log?: { warn(o: unknown, m?: string): void } } = {},
) {
  const now = opts.now ?? Date.now;
  const views = viewService(repo, ports);
  return {
    applications: applicationService(repo, ports, now),
    publishing: publishService(repo, ports, now),
    trade: tradeService(repo, ports, now, opts.log),
    views,
    async requireExpert(userId: number) {
      if (!(await ports.isExpert(userId))) throw new AppError('NOT_EXPERT');
    },
    /** /guide: plans on sale (kick-off from an hour ago on, soonest first) and the hot experts. */
    async guideIndex(f: TPlanListBody, viewerId: number | null) {
      const plans = await views.plans({ ...f, status: 'open' }, viewerId, { since: now() - HOUR });
      const hot = await views.ranked({ sport: f.sport, order: 'hitRate', page: 1, pageSize: 8 }, viewerId);
      return { plans: plans.list, hot: hot.list };
    },
    /** What /tj/expert/info shows of an expert: favors, fans and records from settled plans. */
    async records(expertId: number) {
      const h = await views.headOf(expertId, null);
      return { favors: h.favors, fans: h.fans, fifteenRecords: h.fifteenRecords, sevenRecords: h.sevenRecords };
    },
  };
}
export type ExpertService = ReturnType<typeof expertService>;
