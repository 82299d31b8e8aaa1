'use client';
import { useEffect, useState } from 'react';
import { API_CALLS, type TSanction } from '@sports/contracts';
import { call } from '@/lib/api';
import { useOperator } from './ConsoleShell';
import { SanctionForm } from './SanctionForm';
import { SanctionList } from './SanctionList';
import { Panel } from './ui';

/** Address bans: running ones first, a form to ban an address that is no user's page, lifting. */
export function IpBans() {
  const op = useOperator();
  const [list, setList] = useState<TSanction[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void call(API_CALLS.consoleIpBans).then((r) => live && r.code === 200 && setList(r.data));
    return () => {
      live = false;
    };
  }, [tick]);
  const canSanction = !!op?.permissions.includes('user.sanction');
  const refresh = () => setTick((n) => n + 1);
  return (
    <Panel title="IP 封禁">
      {canSanction ? <SanctionForm onDone={refresh} /> : null}
      <SanctionList list={list} canLift={canSanction} onDone={refresh} />
    </Panel>
  );
}
