import type { TFbSeasonTables, TMatchBrief } from '@sports/contracts';

type Round = TFbSeasonTables['knockout'][number];

/** The knockout drawn as a tree: the rounds that lead to the final, and the third-place tie beside it. */
export interface BracketLayout {
  columns: Round[];
  thirdPlace: TMatchBrief | null;
}

const THIRD_PLACE = /季军|三四名/;

/**
 * Orders each round's ties so that the two ties feeding tie i of the next round sit at 2i and 2i+1,
 * worked back from the final by the teams that went through; the third-place tie leaves the tree.
 * A tie no later tie continues (a bracket still being played) keeps its date order at the end.
 */
export function bracketLayout(knockout: TFbSeasonTables['knockout']): BracketLayout {
  const third = knockout.find((r) => THIRD_PLACE.test(r.round));
  const columns = knockout.filter((r) => r !== third).map((r) => ({ ...r, matches: [...r.matches] }));
  for (let i = columns.length - 2; i >= 0; i--) {
    const left = [...columns[i].matches];
    const ordered: TMatchBrief[] = [];
    for (const next of columns[i + 1].matches) {
      for (const teamId of [next.home.id, next.away.id]) {
        const at = left.findIndex((m) => m.home.id === teamId || m.away.id === teamId);
        if (at >= 0) ordered.push(...left.splice(at, 1));
      }
    }
    columns[i].matches = [...ordered, ...left];
  }
  return { columns, thirdPlace: third?.matches[0] ?? null };
}
