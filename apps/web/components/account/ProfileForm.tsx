'use client';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, ACCOUNT_LIMITS, MESSAGES } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Avatar } from '@/components/layout/Avatar';
import { Button } from '@/components/ui/Button';
import { call, isOk } from '@/lib/api';
import { NICKNAME_MAX, nicknameLength } from '@/lib/account-rules';
import { IMAGE_TYPES, imageFileError, readDataUrl } from '@/lib/image-file';
import { COMMON } from './account-api';

/** Portrait: pick, check type and size here as well as on the server, preview, then upload and save. */
function PortraitEditor() {
  const { userInfo, refreshUser } = useSession();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageFileError(file);
    if (bad) return setError(bad);
    setError(null);
    setPreview(await readDataUrl(file));
  };
  const save = async () => {
    if (!preview || busy) return;
    setBusy(true);
    const up = await call(API_CALLS.upload, { body: { ...COMMON, files: [preview] } });
    const url = isOk(up) ? up.data[0] : undefined;
    const res = url ? await call(API_CALLS.updatePortrait, { query: { portraitUrl: url } }) : up;
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) return setError(res.message || '头像上传失败');
    await refreshUser();
    setPreview(null);
    toast.success('头像修改成功');
  };

  return (
    <div className="flex items-center gap-6">
      <Avatar src={preview ?? userInfo?.portrait} size={96} className="ring-4 ring-primary-weak" />
      <div className="space-y-2">
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            {preview ? '重新选择' : '更换头像'}
          </Button>
          {preview ? (
            <>
              <Button size="sm" onClick={() => void save()} disabled={busy}>
                {busy ? '上传中…' : '保存头像'}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setPreview(null)}>
                取消
              </Button>
            </>
          ) : null}
        </div>
        <p className="text-xs text-muted">支持 JPG、PNG、GIF、WebP，大小不超过2MB</p>
        {error ? (
          <p role="alert" data-testid="portrait-error" className="text-xs text-red-500">
            {error}
          </p>
        ) : null}
        <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden data-testid="portrait-input" onChange={(e) => void pick(e)} />
      </div>
    </div>
  );
}

/** Nickname (server availability check, 10-character limit) and description (≤ 100 characters). */
export function ProfileForm() {
  const { userInfo, refreshUser } = useSession();
  const [nick, setNick] = useState(userInfo?.nickName ?? '');
  // Arriving from the long-nickname prompt, the limit is said at once.
  const [nickNote, setNickNote] = useState<{ ok: boolean; text: string } | null>(() =>
    nicknameLength(userInfo?.nickName ?? '') > NICKNAME_MAX ? { ok: false, text: MESSAGES.NICKNAME_LENGTH.message } : null,
  );
  const [description, setDescription] = useState(userInfo?.description ?? '');
  const [busy, setBusy] = useState<'nick' | 'desc' | null>(null);
  const nickLen = nicknameLength(nick.trim());
  const changed = nick.trim() !== (userInfo?.nickName ?? '');

  const checkNick = async (): Promise<boolean> => {
    const name = nick.trim();
    if (nickLen < 1 || nickLen > NICKNAME_MAX) {
      setNickNote({ ok: false, text: MESSAGES.NICKNAME_LENGTH.message });
      return false;
    }
    if (!changed) {
      setNickNote(null);
      return false;
    }
    const res = await call(API_CALLS.nickCheck, { query: { nickName: name } });
    if (res.code !== MESSAGES.OK.code) {
      setNickNote({ ok: false, text: res.message });
      return false;
    }
    const ok = Boolean(res.data?.available);
    setNickNote({ ok, text: ok ? '昵称可以使用' : MESSAGES.NICKNAME_TAKEN.message });
    return ok;
  };
  const saveNick = async () => {
    if (busy) return;
    setBusy('nick');
    if (await checkNick()) {
      const res = await call(API_CALLS.updateNickName, { query: { nickName: nick.trim() } });
      if (res.code === MESSAGES.OK.code) {
        await refreshUser();
        setNickNote(null);
        toast.success('昵称修改成功');
      } else setNickNote({ ok: false, text: res.message });
    }
    setBusy(null);
  };
  const saveDescription = async () => {
    if (busy) return;
    setBusy('desc');
    const res = await call(API_CALLS.updateInfo, { body: { ...COMMON, description: description.trim() } });
    setBusy(null);
    if (res.code !== MESSAGES.OK.code) return toast.warning(res.message);
    await refreshUser();
    toast.success('个人简介已保存');
  };

  const row = 'grid grid-cols-[96px_1fr] items-start gap-4';
  const label = 'pt-2.5 text-right text-sm text-muted';
  return (
    <div className="space-y-7" data-testid="profile-form">
      <div className={row}>
        <span className={label}>头像</span>
        <PortraitEditor />
      </div>
      <div className={row}>
        <label htmlFor="nickName" className={label}>
          昵称
        </label>
        <div>
          <div className="flex items-center gap-3">
            <div className="flex h-10 w-[320px] items-center rounded border border-line px-3 focus-within:border-primary">
              <input
                id="nickName"
                value={nick}
                onChange={(e) => {
                  setNick(e.target.value);
                  setNickNote(null);
                }}
                onBlur={() => void checkNick()}
                className="min-w-0 flex-1 bg-transparent text-sm outline-none"
              />
              <span className={`text-xs ${nickLen > NICKNAME_MAX ? 'text-red-500' : 'text-muted'}`}>
                {nickLen}/{NICKNAME_MAX}
              </span>
            </div>
            <Button size="sm" onClick={() => void saveNick()} disabled={!changed || busy !== null}>
              保存昵称
            </Button>
          </div>
          <p data-testid="nick-note" className={`mt-1.5 min-h-4 text-xs ${nickNote?.ok ? 'text-emerald-600' : 'text-red-500'}`}>
            {nickNote?.text ?? ''}
          </p>
        </div>
      </div>
      <div className={row}>
        <label htmlFor="description" className={label}>
          个人简介
        </label>
        <div className="w-[480px]">
          <textarea
            id="description"
            value={description}
            maxLength={ACCOUNT_LIMITS.descriptionMax}
            onChange={(e) => setDescription(e.target.value)}
            rows={4}
            placeholder="介绍一下自己吧"
            className="w-full resize-none rounded border border-line p-3 text-sm outline-none focus:border-primary"
          />
          <div className="mt-1 flex items-center justify-between">
            <span className="text-xs text-muted">
              {[...description].length}/{ACCOUNT_LIMITS.descriptionMax}
            </span>
            <Button
              size="sm"
              onClick={() => void saveDescription()}
              disabled={busy !== null || description === (userInfo?.description ?? '')}
            >
              保存简介
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
