'use client';
import { CONSOLE_CALLS } from '@sports/contracts';
import { call } from '@/lib/api';
import { useOperator } from './ConsoleShell';
import { SanctionForm } from './SanctionForm';
import { SanctionList } from './SanctionList';
import { Panel } from './ui';
import { useConsoleData } from './use-console-data';

/** Address bans: running ones first, a form to ban an address that is no user's page, lifting. */
export function IpBans() {
  const op = useOperator();
  const { data: list = [], reload } = useConsoleData(() => call(CONSOLE_CALLS.consoleIpBans), []);
  const canSanction = !!op?.permissions.includes('user.sanction');
  return (
    <Panel title="IP 封禁">
      {canSanction ? <SanctionForm onDone={reload} /> : null}
      <SanctionList list={list} canLift={canSanction} onDone={reload} />
    </Panel>
  );
}
