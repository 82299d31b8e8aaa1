import { SCHEDULE_ROUTES as R, shanghaiDate } from '@sports/contracts';
import { currentUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { ScoreBoards } from './scores-boards';

/** Main API (/tapi): the clock the live scores run on (the feed's, which a simulator may speed up). */
export function clockTapiRoutes(now: () => number) {
  return async (app: Api) => {
    serve(app, R.liveTime, {
      handler: async () => {
        const t = now();
        return { now: t, date: shanghaiDate(t) };
      },
    });
  };
}

/** App API (/api): today's hot matches of both sports, live first. */
export function hotDataApiRoutes(boards: ScoreBoards, now: () => number) {
  return async (app: Api) => {
    serve(app, R.dataHot, {
      handler: async (req) =>
        boards.hotMatches(['football', 'basketball'], {
          date: shanghaiDate(now()),
          limit: req.query.size,
          userId: await currentUserId(req),
        }),
    });
  };
}
