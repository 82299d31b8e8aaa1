'use client';
import { useState, type FormEvent } from 'react';
import { ADVERT_PLACES, CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { EMPTY_LINK, jumpText, LinkActions, LinkForm, linkBody, linkDraft, type LinkDraft } from './LinkForm';
import { announce, btn, input, Panel, Table } from './ui';
import { useConsoleData } from './use-console-data';

const placeName = (code: string) => (ADVERT_PLACES[code] ? `${ADVERT_PLACES[code]}（${code}）` : code);

/**
 * Adverts by place code (SPEC §7 /inform/advert/v2/adv?placeCode): one list per place with create,
 * edit, sort, on/off and delete. The public call reads the same rows, so the site shows a change on
 * its next request.
 */
export function Adverts({ edit }: { edit: boolean }) {
  const [place, setPlace] = useState('home001');
  const [draft, setDraft] = useState<LinkDraft>(EMPTY_LINK);
  const [placeCode, setPlaceCode] = useState('home001');
  const [editing, setEditing] = useState<number | null>(null);
  const { data: rows = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleAdverts), []);
  const places = [...new Set([...Object.keys(ADVERT_PLACES), ...rows.map((a) => a.placeCode)])];
  const shown = rows.filter((a) => a.placeCode === place);
  const done = (r: { code: number; message: string }, ok: string) => {
    reload();
    return announce(r, ok);
  };
  const reset = () => (setEditing(null), setDraft(EMPTY_LINK), setPlaceCode(place));
  const pick = (code: string) => {
    setPlace(code);
    if (editing === null) setPlaceCode(code);
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...linkBody(draft), placeCode };
    const r =
      editing === null
        ? await call(CONSOLE_CALLS.consoleAdvertCreate, { body })
        : await call(CONSOLE_CALLS.consoleAdvertUpdate, { params: { id: editing }, body });
    if (done(r, editing === null ? '已新建广告' : '已保存')) {
      setPlace(placeCode.trim());
      reset();
    }
  };
  /** Moves a row up or down its place's list: the rows are renumbered 0, 1, 2… in the new order. */
  const move = async (i: number, by: -1 | 1) => {
    const order = [...shown];
    const [row] = order.splice(i, 1);
    if (!row) return;
    order.splice(i + by, 0, row);
    for (const [n, x] of order.entries()) {
      if (x.sort === n) continue;
      const body = { ...linkBody({ ...linkDraft(x), sort: String(n) }), placeCode: x.placeCode };
      const r = await call(CONSOLE_CALLS.consoleAdvertUpdate, { params: { id: x.id }, body });
      if (r.code !== 200) return void done(r, '');
    }
    done({ code: 200, message: '' }, '已调整排序');
  };
  return (
    <Panel
      title="广告"
      actions={
        <div className="flex flex-wrap gap-1" role="tablist" aria-label="广告位">
          {places.map((code) => (
            <button
              key={code}
              type="button"
              role="tab"
              aria-selected={code === place}
              className={`${btn} ${code === place ? 'bg-slate-900' : 'bg-slate-400'}`}
              onClick={() => pick(code)}
            >
              {placeName(code)}
            </button>
          ))}
        </div>
      }
    >
      {edit ? (
        <LinkForm
          noun="广告"
          draft={draft}
          editing={editing !== null}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          onSubmit={(e) => void save(e)}
          onCancel={reset}
          extra={
            <>
              <input
                className={`${input} w-32`}
                list="advert-places"
                placeholder="广告位编码"
                aria-label="广告位编码"
                value={placeCode}
                onChange={(e) => setPlaceCode(e.target.value)}
              />
              <datalist id="advert-places">
                {places.map((code) => (
                  <option key={code} value={code}>
                    {placeName(code)}
                  </option>
                ))}
              </datalist>
            </>
          }
        />
      ) : null}
      <Table head={['排序', '图片', '标题', '跳转', '状态', '操作']} empty={!shown.length}>
        {shown.map((a, i) => (
          <tr key={a.id} data-testid={`advert-${a.id}`}>
            <td className="px-2 py-2 whitespace-nowrap">
              {a.sort}
              {edit ? (
                <span className="ml-2 inline-flex gap-1">
                  <button
                    type="button"
                    aria-label="上移"
                    disabled={i === 0}
                    className="px-1 disabled:opacity-30"
                    onClick={() => void move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label="下移"
                    disabled={i === shown.length - 1}
                    className="px-1 disabled:opacity-30"
                    onClick={() => void move(i, 1)}
                  >
                    ↓
                  </button>
                </span>
              ) : null}
            </td>
            <td className="px-2 py-2">
              <img src={a.imageUrl} alt={a.title} className="h-10 w-24 rounded object-cover" />
            </td>
            <td className="px-2 py-2">{a.title}</td>
            <td className="max-w-xs px-2 py-2 break-all">{jumpText(a)}</td>
            <td className="px-2 py-2">{a.enabled ? '上线' : '下线'}</td>
            <td className="px-2 py-2">
              {edit ? (
                <LinkActions
                  enabled={a.enabled}
                  onEdit={() => (setEditing(a.id), setPlaceCode(a.placeCode), setDraft(linkDraft(a)))}
                  onEnable={async (v) =>
                    void done(await call(CONSOLE_CALLS.consoleAdvertEnable, { params: { id: a.id }, body: { enabled: v } }), '已更新')
                  }
                  onDelete={async () => void done(await call(CONSOLE_CALLS.consoleAdvertDelete, { params: { id: a.id } }), '已删除')}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}
