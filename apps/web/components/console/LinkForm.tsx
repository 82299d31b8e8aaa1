'use client';
import type { FormEvent, ReactNode } from 'react';
import { INNER_PAGE_LABELS, INNER_PAGES, LINK_JUMP_TYPES, bannerJump, type TConsoleBanner } from '@sports/contracts';
import { btn, input, Toggle } from './ui';
import { uploadConsoleImages } from './upload';

/** A banner's or advert's fields as the form holds them (text inputs; turned into the call's body by `linkBody`). */
export type LinkDraft = {
  title: string;
  imageUrl: string;
  jumpType: '' | '1' | '2';
  innerPageId: string;
  targetId: string;
  outerLink: string;
  sort: string;
  enabled: boolean;
};
export const EMPTY_LINK: LinkDraft = {
  title: '',
  imageUrl: '',
  jumpType: '',
  innerPageId: '',
  targetId: '',
  outerLink: '',
  sort: '0',
  enabled: true,
};
type StoredLink = Omit<TConsoleBanner, 'channel'>;

/** The form of a stored link; a jump that leads nowhere on the site (e.g. unused inner page 8) shows as 不跳转. */
export const linkDraft = (l: StoredLink): LinkDraft => ({
  title: l.title,
  imageUrl: l.imageUrl,
  jumpType: !bannerJump(l) ? '' : l.jumpType === 1 ? '1' : '2',
  innerPageId: l.innerPageId === null ? '' : String(l.innerPageId),
  targetId: l.targetId ?? '',
  outerLink: l.outerLink ?? '',
  sort: String(l.sort),
  enabled: l.enabled,
});

/** The call's body; the server checks it (jump rules included) and answers why when it refuses. */
export const linkBody = (d: LinkDraft) => ({
  title: d.title,
  imageUrl: d.imageUrl,
  jumpType: d.jumpType === '1' ? (1 as const) : d.jumpType === '2' ? (2 as const) : null,
  innerPageId: d.innerPageId === '' ? null : Number(d.innerPageId),
  targetId: d.targetId.trim() || null,
  outerLink: d.outerLink.trim() || null,
  sort: Number(d.sort),
  enabled: d.enabled,
});

/** Where a stored link leads, as the site will open it. */
export function jumpText(l: StoredLink): string {
  const to = bannerJump(l);
  if (!to) return '不跳转';
  return l.jumpType === 1 ? `${INNER_PAGE_LABELS[l.innerPageId ?? 0] ?? ''} ${to.href}` : to.href;
}

const PAGE_OPTIONS = Object.entries(INNER_PAGE_LABELS).map(([id, label]) => ({ id, label, withId: !!INNER_PAGES[Number(id)]?.withId }));

/** Title, picture (the console's upload), sort, on/off and SPEC's jump fields; `extra` holds the channel or place code. */
export function LinkForm({
  draft,
  onChange,
  onSubmit,
  onCancel,
  editing,
  extra,
  noun,
}: {
  draft: LinkDraft;
  onChange: (patch: Partial<LinkDraft>) => void;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
  editing: boolean;
  extra: ReactNode;
  noun: string;
}) {
  const page = PAGE_OPTIONS.find((p) => p.id === draft.innerPageId);
  const upload = async (files: FileList | null) => {
    const [url] = await uploadConsoleImages(files);
    if (url) onChange({ imageUrl: url });
  };
  return (
    <form onSubmit={onSubmit} className="mb-4 flex flex-wrap items-center gap-2 rounded border border-slate-200 p-3">
      {extra}
      <input
        className={input}
        placeholder="标题"
        aria-label={`${noun}标题`}
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      {draft.imageUrl ? <img src={draft.imageUrl} alt="图片预览" className="h-10 w-24 rounded object-cover" /> : null}
      <label className={`${btn} cursor-pointer bg-slate-700`}>
        上传图片
        <input type="file" accept="image/*" className="hidden" aria-label="上传图片" onChange={(e) => void upload(e.target.files)} />
      </label>
      <label className="flex items-center gap-1 text-sm">
        排序
        <input
          type="number"
          min={0}
          max={999}
          className={`${input} w-20`}
          aria-label="排序"
          value={draft.sort}
          onChange={(e) => onChange({ sort: e.target.value })}
        />
      </label>
      <select
        className={input}
        aria-label="跳转类型"
        value={draft.jumpType}
        onChange={(e) => onChange({ jumpType: e.target.value as LinkDraft['jumpType'] })}
      >
        <option value="">不跳转</option>
        {Object.entries(LINK_JUMP_TYPES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {draft.jumpType === '1' ? (
        <>
          <select
            className={input}
            aria-label="站内页面"
            value={draft.innerPageId}
            onChange={(e) => onChange({ innerPageId: e.target.value })}
          >
            <option value="">选择站内页面</option>
            {PAGE_OPTIONS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          {page?.withId ? (
            <input
              className={`${input} w-28`}
              placeholder="目标编号"
              aria-label="目标编号"
              value={draft.targetId}
              onChange={(e) => onChange({ targetId: e.target.value })}
            />
          ) : null}
        </>
      ) : null}
      {draft.jumpType === '2' ? (
        <input
          className={`${input} min-w-64 flex-1`}
          placeholder="https:// 或站内路径 /"
          aria-label="外部链接"
          value={draft.outerLink}
          onChange={(e) => onChange({ outerLink: e.target.value })}
        />
      ) : null}
      <label className="flex items-center gap-1 text-sm">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => onChange({ enabled: e.target.checked })} />
        上线
      </label>
      <button type="submit" className={`${btn} bg-slate-900`}>
        {editing ? '保存修改' : `新建${noun}`}
      </button>
      {editing ? (
        <button type="button" className={`${btn} bg-slate-400`} onClick={onCancel}>
          取消
        </button>
      ) : null}
    </form>
  );
}

/** A row's edit, on/off and delete buttons (delete asks first). */
export function LinkActions({
  enabled,
  onEdit,
  onEnable,
  onDelete,
}: {
  enabled: boolean;
  onEdit: () => void;
  onEnable: (on: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <button type="button" className={`${btn} bg-slate-700`} onClick={onEdit}>
        编辑
      </button>
      <Toggle on={enabled} disabled={false} onChange={onEnable} />
      <button type="button" className={`${btn} bg-red-600`} onClick={() => window.confirm('确认删除？删除后不可恢复') && onDelete()}>
        删除
      </button>
    </div>
  );
}
