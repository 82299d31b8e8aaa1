'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { CONSOLE_CALLS, type TConsoleGift, type TConsoleNobleRank } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed, useOperator } from './ConsoleShell';
import { btn, input, Panel, Table } from './ui';

const said = (r: { code: number; message: string }, ok: string) => {
  if (r.code === 200) toast.success(ok);
  else toast.error(r.message);
  return r.code === 200;
};

function GiftRow({ gift, edit, onSaved }: { gift: TConsoleGift; edit: boolean; onSaved: () => void }) {
  const [name, setName] = useState(gift.name);
  const [price, setPrice] = useState(String(gift.price));
  const save = async (enabled: boolean) => {
    const r = await call(CONSOLE_CALLS.consoleGiftUpdate, { params: { id: gift.id }, body: { name, price: Number(price), enabled } });
    if (said(r, '已保存')) onSaved();
  };
  return (
    <tr>
      <td className="px-2 py-2">{gift.image ? <img src={gift.image} alt={gift.name} className="h-8 w-8 object-contain" /> : null}</td>
      <td className="px-2 py-2">
        <input
          className={`${input} w-28`}
          aria-label={`礼物名称 ${gift.id}`}
          value={name}
          disabled={!edit}
          onChange={(e) => setName(e.target.value)}
        />
      </td>
      <td className="px-2 py-2">
        <input
          className={`${input} w-28`}
          inputMode="numeric"
          aria-label={`礼物价格 ${gift.id}`}
          value={price}
          disabled={!edit}
          onChange={(e) => setPrice(e.target.value.trim())}
        />{' '}
        {gift.currency === 'ticket' ? '球票' : '球钻'}
      </td>
      <td className="px-2 py-2">{gift.enabled ? '上架' : '下架'}</td>
      <td className="px-2 py-2 whitespace-nowrap">
        {edit ? (
          <div className="flex gap-2">
            <button type="button" className={`${btn} bg-slate-900`} onClick={() => void save(gift.enabled)}>
              保存
            </button>
            <button
              type="button"
              className={`${btn} ${gift.enabled ? 'bg-slate-500' : 'bg-green-600'}`}
              onClick={() => void save(!gift.enabled)}
            >
              {gift.enabled ? '下架' : '上架'}
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}

function NobleRow({ rank, edit, onSaved }: { rank: TConsoleNobleRank; edit: boolean; onSaved: () => void }) {
  const [price, setPrice] = useState(String(rank.price));
  const [renew, setRenew] = useState(String(rank.renewPrice));
  const save = async () => {
    const r = await call(CONSOLE_CALLS.consoleNoblePrice, {
      params: { rank: rank.rank },
      body: { price: Number(price), renewPrice: Number(renew) },
    });
    if (said(r, '已保存')) onSaved();
  };
  return (
    <tr>
      <td className="px-2 py-2">{rank.name}</td>
      <td className="px-2 py-2">
        <input
          className={`${input} w-28`}
          inputMode="numeric"
          aria-label={`${rank.name}开通价格`}
          value={price}
          disabled={!edit}
          onChange={(e) => setPrice(e.target.value.trim())}
        />
      </td>
      <td className="px-2 py-2">
        <input
          className={`${input} w-28`}
          inputMode="numeric"
          aria-label={`${rank.name}续费价格`}
          value={renew}
          disabled={!edit}
          onChange={(e) => setRenew(e.target.value.trim())}
        />
      </td>
      <td className="px-2 py-2">
        {edit ? (
          <button type="button" className={`${btn} bg-slate-900`} onClick={() => void save()}>
            保存
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The gift catalogue and nobility prices (finance and super change them; the next purchase pays the new price). */
export function Catalogue() {
  const op = useOperator();
  const edit = !!op?.permissions.includes('catalogue.edit');
  const [gifts, setGifts] = useState<TConsoleGift[]>([]);
  const [ranks, setRanks] = useState<TConsoleNobleRank[]>([]);
  const [tick, setTick] = useState(0);
  const reload = () => setTick((n) => n + 1);
  useEffect(() => {
    let live = true;
    void Promise.all([call(CONSOLE_CALLS.consoleGifts), call(CONSOLE_CALLS.consoleNobleRanks)]).then(([g, n]) => {
      if (!live) return;
      if (g.code === 200) setGifts(g.data);
      if (n.code === 200) setRanks(n.data);
    });
    return () => {
      live = false;
    };
  }, [tick]);
  return (
    <Allowed permission="catalogue.read">
      <div className="space-y-6">
        <Panel title="礼物目录">
          <Table head={['图片', '名称', '价格', '状态', '操作']} empty={!gifts.length}>
            {gifts.map((g) => (
              <GiftRow key={`${g.id}:${tick}`} gift={g} edit={edit} onSaved={reload} />
            ))}
          </Table>
        </Panel>
        <Panel title="贵族价格（球钻/月）">
          <Table head={['等级', '开通价格', '续费价格', '操作']} empty={!ranks.length}>
            {ranks.map((r) => (
              <NobleRow key={`${r.rank}:${tick}`} rank={r} edit={edit} onSaved={reload} />
            ))}
          </Table>
        </Panel>
      </div>
    </Allowed>
  );
}
