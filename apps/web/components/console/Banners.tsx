'use client';
import { useState, type FormEvent } from 'react';
import { CONSOLE_CALLS, BANNER_CHANNELS } from '@sports/contracts';
import { call } from '@/lib/api';
import { EMPTY_LINK, jumpText, LinkActions, LinkForm, linkBody, linkDraft, type LinkDraft } from './LinkForm';
import { announce, input, Panel, Table } from './ui';
import { useConsoleData } from './use-console-data';

type Channel = keyof typeof BANNER_CHANNELS;

/** Banners of both channels: create, edit (picture, channel, sort, jump), switch on/off, delete. */
export function Banners({ edit }: { edit: boolean }) {
  const [draft, setDraft] = useState<LinkDraft>(EMPTY_LINK);
  const [channel, setChannel] = useState<Channel>('pc');
  const [editing, setEditing] = useState<number | null>(null);
  const { data: rows = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleBanners), []);
  const done = (r: { code: number; message: string }, ok: string) => {
    reload();
    return announce(r, ok);
  };
  const reset = () => (setEditing(null), setDraft(EMPTY_LINK));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...linkBody(draft), channel };
    const r =
      editing === null
        ? await call(CONSOLE_CALLS.consoleBannerCreate, { body })
        : await call(CONSOLE_CALLS.consoleBannerUpdate, { params: { id: editing }, body });
    if (done(r, editing === null ? '已新建轮播图' : '已保存')) reset();
  };
  return (
    <Panel title="轮播图">
      {edit ? (
        <LinkForm
          noun="轮播图"
          draft={draft}
          editing={editing !== null}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          onSubmit={(e) => void save(e)}
          onCancel={reset}
          extra={
            <select className={input} aria-label="投放渠道" value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
              {Object.entries(BANNER_CHANNELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          }
        />
      ) : null}
      <Table head={['渠道', '图片', '标题', '跳转', '排序', '状态', '操作']} empty={!rows.length}>
        {rows.map((b) => (
          <tr key={b.id} data-testid={`banner-${b.id}`}>
            <td className="px-2 py-2">{BANNER_CHANNELS[b.channel as Channel] ?? b.channel}</td>
            <td className="px-2 py-2">
              <img src={b.imageUrl} alt={b.title} className="h-10 w-24 rounded object-cover" />
            </td>
            <td className="px-2 py-2">{b.title}</td>
            <td className="max-w-xs px-2 py-2 break-all">{jumpText(b)}</td>
            <td className="px-2 py-2">{b.sort}</td>
            <td className="px-2 py-2">{b.enabled ? '上线' : '下线'}</td>
            <td className="px-2 py-2">
              {edit ? (
                <LinkActions
                  enabled={b.enabled}
                  onEdit={() => (setEditing(b.id), setChannel(b.channel as Channel), setDraft(linkDraft(b)))}
                  onEnable={async (v) =>
                    void done(await call(CONSOLE_CALLS.consoleBannerEnable, { params: { id: b.id }, body: { enabled: v } }), '已更新')
                  }
                  onDelete={async () => void done(await call(CONSOLE_CALLS.consoleBannerDelete, { params: { id: b.id } }), '已删除')}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
