import { DomainEvents } from '../../domain-events';

/** Domain events of live; the realtime layer turns them into socket messages. */
export interface LiveEventMap {
  /**
   * The live rooms streaming these matches changed: a room bound to one went live or offline, or a
   * room (live or not) was bound to a match or left it.
   */
  'rooms.changed': { matchIds: number[] };
}

export class LiveEvents extends DomainEvents<LiveEventMap> {}
