import { anchorApplications } from './anchor-application';
import { matchBookings } from './book-match';
import { browseAnchors } from './browse-anchors';
import { browseRooms } from './browse-rooms';
import { liveCore } from './core';
import { listAnswers } from './list-answers';
import { tvMatches } from './tv-matches';
import { follows } from './follow';
import { broadcastHistory } from './history';
import { manageRoom } from './manage-room';
import type { LiveDeps } from './ports';
import { rankAnchors } from './rank-anchors';
import { reportRoom } from './report-room';
import { roomLifecycle } from './room-lifecycle';

export { dayStart } from './core';

/** The live capability's service: one file per use case, over the shared reads of `core.ts`. */
export function liveService(deps: LiveDeps) {
  const core = liveCore(deps);
  const lifecycle = roomLifecycle(core);
  const lists = listAnswers(() => deps.repo.listVersion());
  return {
    /** A list route's answer as every visitor without a session sees it, kept per query and list version (http/shared-answers.ts). */
    sharedAnswer: lists.answer,
    ...lifecycle,
    ...browseRooms(core),
    ...manageRoom(core, lifecycle),
    ...browseAnchors(core),
    ...rankAnchors(core),
    ...follows(core),
    ...matchBookings(core),
    ...reportRoom(core),
    ...broadcastHistory(core, lifecycle),
    ...anchorApplications(core, lifecycle),
    ...tvMatches(core),
  };
}
export type LiveService = ReturnType<typeof liveService>;
