'use client';
import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import {
  API_CALLS,
  CHANNEL_ID,
  PLATFORM,
  ROOM_NOTICE_MAX,
  ROOM_TITLE_MAX,
  type TNavItem,
  type TRoomInfo,
  type TScoreMatch,
} from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';
import { IMAGE_TYPES, imageFileError, readDataUrl } from '@/lib/image-file';
import { formatDateTime } from '@/lib/format';
import { CategorySelect, fieldClass } from './fields';

/** /v/anchor-set (room part): title, cover upload, category, bound match and notice (POST /api/room/update). */
export function RoomSettingsForm({ initial, navList }: { initial: TRoomInfo; navList: TNavItem[] }) {
  const [form, setForm] = useState({
    title: initial.title,
    cover: initial.cover,
    navId: initial.navId ?? 0,
    matchId: initial.matchId,
    notice: initial.notice,
  });
  const [matches, setMatches] = useState<TScoreMatch[]>([]);
  const [matchType, setMatchType] = useState<number>(initial.matchType ?? 1);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    void call(API_CALLS.bindableMatches, { body: { page: 1, pageSize: 100, matchType } }).then((r) => {
      if (r.code === 200) setMatches(r.data.list);
    });
  }, [matchType]);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageFileError(file);
    if (bad) return void toast.warning(bad);
    setUploading(true);
    const res = await call(API_CALLS.uploadApi, {
      body: {
        channelId: CHANNEL_ID,
        platform: PLATFORM,
        files: [await readDataUrl(file)],
      },
    });
    setUploading(false);
    const url = res.code === 200 ? res.data[0] : undefined;
    if (!url) return void toast.warning(res.message || '封面上传失败');
    setForm((f) => ({ ...f, cover: url }));
  };

  const save = async () => {
    if (!form.title.trim()) return void toast.warning('请输入直播标题');
    if (!form.navId) return void toast.warning('请选择直播分类');
    setBusy(true);
    const res = await call(API_CALLS.roomUpdate, { body: { ...form, title: form.title.trim(), notice: form.notice.trim() } });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '保存失败');
    toast.success('直播设置已保存');
  };

  const bound = matches.find((m) => m.id === form.matchId);
  return (
    <form
      data-testid="room-settings"
      className="space-y-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-muted">
        房间号 {initial.roomId} ·{' '}
        <a href={`/live/${initial.roomId}`} target="_blank" rel="noreferrer" className="text-primary">
          进入我的直播间
        </a>
      </p>
      <label className="block space-y-1">
        <span>直播标题</span>
        <input
          className={fieldClass}
          name="title"
          maxLength={ROOM_TITLE_MAX}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </label>
      <div className="space-y-1">
        <span>直播封面</span>
        <div className="flex items-end gap-4">
          <div className="aspect-video w-56 overflow-hidden rounded bg-page">
            {form.cover ? (
              <img src={form.cover} alt="直播封面" className="h-full w-full object-cover" />
            ) : (
              <div className="flex h-full items-center justify-center text-xs text-muted">未设置封面</div>
            )}
          </div>
          <label className={`cursor-pointer rounded-full border border-primary px-4 py-1 text-primary ${uploading ? 'opacity-50' : ''}`}>
            {uploading ? '上传中…' : '上传封面'}
            <input type="file" accept={IMAGE_TYPES.join(',')} className="sr-only" onChange={upload} disabled={uploading} />
          </label>
          <span className="text-xs text-muted">建议 16:9，2MB 以内</span>
        </div>
      </div>
      <CategorySelect navList={navList} value={form.navId} onChange={(navId) => setForm({ ...form, navId })} />
      <div className="space-y-1">
        <span>绑定比赛</span>
        <div className="flex gap-2">
          <select
            className={`${fieldClass} w-28`}
            value={matchType}
            onChange={(e) => setMatchType(Number(e.target.value))}
            aria-label="比赛类型"
          >
            <option value={1}>足球</option>
            <option value={2}>篮球</option>
          </select>
          <select
            className={fieldClass}
            name="matchId"
            value={form.matchId ?? 0}
            onChange={(e) => setForm({ ...form, matchId: Number(e.target.value) || null })}
          >
            <option value={0}>不绑定比赛</option>
            {form.matchId && !bound && initial.matchTitle ? <option value={form.matchId}>{initial.matchTitle}</option> : null}
            {matches.map((m) => (
              <option key={m.id} value={m.id}>
                {formatDateTime(m.kickoffAt)} {m.competition.shortName || m.competition.name} {m.home.name} vs {m.away.name}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-muted">绑定后，直播间会显示这场比赛的实时比分，观众也能在赛程页看到您将直播这场比赛。</p>
      </div>
      <label className="block space-y-1">
        <span>房间公告</span>
        <textarea
          className={fieldClass}
          name="notice"
          rows={3}
          maxLength={ROOM_NOTICE_MAX}
          value={form.notice}
          onChange={(e) => setForm({ ...form, notice: e.target.value })}
        />
      </label>
      <Button type="submit" disabled={busy}>
        保存设置
      </Button>
    </form>
  );
}
