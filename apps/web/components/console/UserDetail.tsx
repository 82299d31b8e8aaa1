'use client';
import type { ReactNode } from 'react';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { useOperator } from './ConsoleShell';
import { SanctionForm } from './SanctionForm';
import { SanctionList } from './SanctionList';
import { UserDevices } from './UserDevices';
import { UserRecords } from './UserRecords';
import { Panel, when } from './ui';
import { useConsoleData } from './use-console-data';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

/** One user: profile, login devices, wallet balances and records, sanctions (running and past) and, for moderators, the sanction form. */
export function UserDetail({ id }: { id: number }) {
  const op = useOperator();
  const { data: user, error, reload: refresh } = useConsoleData(() => call(CONSOLE_CALLS.consoleUserDetail, { params: { id } }), [id]);
  if (!user)
    return (
      <Panel title={`用户 ${id}`}>{error ? <p className="text-sm text-red-600">{error}</p> : <p className="text-sm">加载中…</p>}</Panel>
    );
  const canSanction = !!op?.permissions.includes('user.sanction');
  const b = user.balances;
  return (
    <>
      <Panel title={`${user.nickName}（ID ${user.id}）`}>
        <dl className="grid grid-cols-1 gap-2 text-sm md:grid-cols-2" data-testid="user-profile">
          <Field label="昵称">{user.nickName}</Field>
          <Field label="用户名">{user.username ?? '-'}</Field>
          <Field label="手机号">{user.mobile ?? '-'}</Field>
          <Field label="等级">{user.level ?? '-'}</Field>
          <Field label="主播">{user.isAnchor ? '是' : '否'}</Field>
          <Field label="专家">{user.isExpert ? '是' : '否'}</Field>
          <Field label="注册时间">{when(user.createdAt)}</Field>
          <Field label="最近登录">{user.lastLoginAt === null ? '-' : `${when(user.lastLoginAt)}  ${user.lastLoginIp ?? ''}`}</Field>
        </dl>
      </Panel>
      <Panel title="钱包">
        <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-5" data-testid="user-balances">
          <Field label="球钻">{b.balance}</Field>
          <Field label="球票">{b.ticket}</Field>
          <Field label="收益球钻">{b.cashBalance}</Field>
          <Field label="冻结中">{b.freezeMoney}</Field>
          <Field label="累计提现(元)">{(b.withdrawMoney / 100).toFixed(2)}</Field>
        </dl>
      </Panel>
      <UserDevices devices={user.devices} sanctions={user.sanctions} />
      <UserRecords id={user.id} />
      <Panel title="处罚">
        {canSanction ? <SanctionForm user={user} onDone={refresh} /> : null}
        <SanctionList list={user.sanctions} canLift={canSanction} onDone={refresh} />
      </Panel>
    </>
  );
}
