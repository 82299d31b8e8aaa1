import { SCHEDULE_ROUTES as R, shanghaiDate, shanghaiDayStart, type TMatchWithAnchors, type TPage } from '@sports/contracts';
import { currentUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { LivePorts } from './ports';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export interface FixtureDeps {
  openMatches: LivePorts['openMatches'];
  withAnchors(matchIds: number[], viewerId: number | null): Promise<TMatchWithAnchors[]>;
  now: () => number;
}

/**
 * The day's fixtures for /next: every match of the Beijing day not over yet (and those still in
 * play from the night before), in kick-off order, each with the anchors booked to stream it.
 */
export function dayFixtures(d: FixtureDeps) {
  return async (page: number, pageSize: number, viewerId: number | null): Promise<TPage<TMatchWithAnchors>> => {
    const t = d.now();
    const dayStart = shanghaiDayStart(shanghaiDate(t));
    const { ids, total } = await d.openMatches({ from: Math.min(dayStart, t - 3 * HOUR), to: dayStart + DAY, page, pageSize });
    return { list: await d.withAnchors(ids, viewerId), totalNumber: total, page, pageSize };
  };
}

/** App API (/api): GET /api/match/fixtures. */
export function fixtureApiRoutes(fixtures: ReturnType<typeof dayFixtures>) {
  return async (app: Api) => {
    serve(app, R.dayFixtures, {
      handler: async (req) => fixtures(req.query.page, req.query.pageSize, await currentUserId(req)),
    });
  };
}
