import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../../http/console';
import type { RedPacketService } from './redpacket-service';

/**
 * Red packets needing attention in the console: those past their expiry whose rest has not gone
 * back (the minute's sweep normally gets there first), and settling them now, as `redpacket expire`.
 */
export function redPacketConsoleActions(redPackets: RedPacketService): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleRedPacketsDue,
      permission: 'finance.read',
      handler: () => redPackets.due(),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleRedPacketsSettle,
      permission: 'finance.adjust',
      async handler(_req, ctx) {
        const r = await redPackets.sweep(100_000);
        ctx.note({ target: 'redpacket:expire', after: r });
        return r;
      },
    }),
  ];
}
