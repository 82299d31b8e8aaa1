import { GatedRoutePage } from '../common/GatedRoutePage';
import { RoutePage } from '../common/RoutePage';
import { ScoreTabs, type TSport } from './ScoreTabs';

/** A live-score list page (/football…, /basketball…): sport and market tabs over the match list. */
export function ScorePage({ path, gated = false }: { path: string; gated?: boolean }) {
  const sport: TSport = path.startsWith('/basketball') ? 'basketball' : 'football';
  const nav = <ScoreTabs sport={sport} active={path} />;
  return gated ? <GatedRoutePage pattern={path} nav={nav} /> : <RoutePage pattern={path} nav={nav} />;
}
