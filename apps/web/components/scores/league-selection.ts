/** Pure rules of the league filters (popover and 筛选 tab): select all, invert, hot only. */

export interface TPickLeague {
  id: number;
  shortName: string;
  color: string;
  hot: boolean;
  count?: number;
}
export interface TPickGroup {
  title: string;
  leagues: TPickLeague[];
}

/** Every league id of the groups, once each (a hot league is also in its country's group). */
export const idsOf = (groups: TPickGroup[]) => [...new Set(groups.flatMap((g) => g.leagues.map((l) => l.id)))];

export const selectAll = (groups: TPickGroup[]): Set<number> => new Set(idsOf(groups));

export function invertSelection(groups: TPickGroup[], selected: Set<number>): Set<number> {
  return new Set(idsOf(groups).filter((id) => !selected.has(id)));
}

export function hotOnly(groups: TPickGroup[]): Set<number> {
  return new Set(groups.flatMap((g) => g.leagues.filter((l) => l.hot).map((l) => l.id)));
}

export function toggle(selected: Set<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Null when every league is chosen (no filter), else the chosen ids. */
export function asFilter(groups: TPickGroup[], selected: Set<number>): number[] | null {
  const all = idsOf(groups);
  return all.every((id) => selected.has(id)) ? null : all.filter((id) => selected.has(id));
}

/** Hot leagues first, then one group per country (areas in the order given). */
export function groupByCountry(list: (TPickLeague & { country: string })[]): TPickGroup[] {
  const hot = list.filter((l) => l.hot);
  const countries = new Map<string, TPickLeague[]>();
  for (const l of list) countries.set(l.country, [...(countries.get(l.country) ?? []), l]);
  return [
    ...(hot.length ? [{ title: '热门赛事', leagues: hot }] : []),
    ...[...countries.entries()].map(([title, leagues]) => ({ title, leagues })),
  ];
}
