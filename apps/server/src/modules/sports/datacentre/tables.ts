import type { Generated } from 'kysely';
import type { TSport } from '@sports/contracts';

/** Tables of the data centre (part of the sports capability). */
export interface DatacentreTables {
  /** A user's own hot leagues, in the order they chose (decision 0024-hot-leagues). */
  sport_hot_league: {
    id: Generated<number>;
    user_id: number;
    sport: TSport;
    competition_id: number;
    sort: number;
  };
}
