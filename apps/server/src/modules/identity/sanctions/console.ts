import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction, type ConsoleContext } from '../../../http/console';
import type { AuditInTx, SanctionService } from './service';

/**
 * Site-wide sanctions in the console: mute or ban a user, ban an address or a device, warn, lift. Only roles
 * with `user.sanction` (moderation, super); each change and its audit entry are one transaction.
 */
export function sanctionConsoleActions(sanctions: SanctionService): ConsoleAction[] {
  const by = (ctx: ConsoleContext) => `运营 ${ctx.operator.name}`;
  const audit =
    (ctx: ConsoleContext): AuditInTx =>
    (trx, note) =>
      ctx.commit(trx, note);
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleSanction,
      permission: 'user.sanction',
      atomic: true,
      handler: (req, ctx) => sanctions.impose(req.body, by(ctx), audit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleIpBan,
      permission: 'user.sanction',
      atomic: true,
      handler: (req, ctx) => sanctions.banIp(req.body, by(ctx), audit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleDeviceBan,
      permission: 'user.sanction',
      atomic: true,
      handler: (req, ctx) => sanctions.banDevice(req.body, by(ctx), audit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleWarn,
      permission: 'user.sanction',
      atomic: true,
      handler: (req, ctx) => sanctions.warn(req.body, by(ctx), audit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleSanctionLift,
      permission: 'user.sanction',
      atomic: true,
      handler: (req, ctx) => sanctions.lift(req.params.id, req.body.reason, by(ctx), audit(ctx)),
    }),
  ];
}
