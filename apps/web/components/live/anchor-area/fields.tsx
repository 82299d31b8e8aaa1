import type { TNavItem } from '@sports/contracts';

/** The look of the anchor forms' inputs. */
export const fieldClass = 'w-full rounded border border-line px-3 py-2 text-sm outline-none focus:border-primary';

/** 直播分类: the live categories a room can be filed under (热门 is a view, not a category). */
export function CategorySelect({ navList, value, onChange }: { navList: TNavItem[]; value: number; onChange: (navId: number) => void }) {
  return (
    <label className="block space-y-1">
      <span>直播分类</span>
      <select className={fieldClass} name="navId" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <option value={0}>请选择</option>
        {navList
          .filter((n) => n.sportId !== 0)
          .map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
      </select>
    </label>
  );
}
