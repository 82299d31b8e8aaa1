'use client';
import { Button } from '@/components/ui/Button';
import { hotOnly, idsOf, invertSelection, selectAll, toggle, type TPickGroup } from './league-selection';

/** Leagues in groups with check boxes and the 全选 / 反选 / 只看热门 shortcuts. */
export function LeagueChecklist({
  groups,
  selected,
  onChange,
}: {
  groups: TPickGroup[];
  selected: Set<number>;
  onChange: (s: Set<number>) => void;
}) {
  const total = idsOf(groups).length;
  return (
    <div className="flex flex-col gap-3" data-testid="league-checklist">
      <div className="flex items-center gap-2 text-sm">
        <Button size="sm" variant="outline" onClick={() => onChange(selectAll(groups))}>
          全选
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange(invertSelection(groups, selected))}>
          反选
        </Button>
        <Button size="sm" variant="outline" onClick={() => onChange(hotOnly(groups))}>
          只看热门
        </Button>
        <span className="ml-auto text-xs text-muted">
          已选 <b className="text-primary">{selected.size}</b> / {total} 个赛事
        </span>
      </div>
      {groups.map((g) => (
        <fieldset key={g.title} className="rounded border border-line px-3 pb-2">
          <legend className="px-1 text-xs font-semibold text-ink">{g.title}</legend>
          <div className="flex flex-wrap gap-x-1 gap-y-1.5">
            {g.leagues.map((l) => {
              const on = selected.has(l.id);
              return (
                <label
                  key={`${g.title}-${l.id}`}
                  className={`flex w-[128px] cursor-pointer items-center gap-1.5 rounded px-1.5 py-1 text-xs ${on ? 'bg-primary-weak text-ink' : 'text-muted hover:bg-tint'}`}
                >
                  <input
                    type="checkbox"
                    className="accent-[var(--brand-primary)]"
                    checked={on}
                    onChange={() => onChange(toggle(selected, l.id))}
                    aria-label={l.shortName}
                  />
                  <span className="h-2.5 w-2.5 shrink-0 rounded-sm" style={{ backgroundColor: l.color }} />
                  <span className="truncate">{l.shortName}</span>
                  {l.count !== undefined ? <span className="ml-auto text-muted">{l.count}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
