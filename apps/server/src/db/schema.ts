import type { SiteTables } from '../modules/site/tables';
import type { IdentityTables } from '../modules/identity/tables';
import type { SportsTables } from '../modules/sports/tables';
import type { DatacentreTables } from '../modules/sports/datacentre/tables';
import type { WalletTables } from '../modules/wallet/tables';
import type { RechargeTables } from '../modules/wallet/recharge/tables';
import type { LiveTables } from '../modules/live/tables';
import type { ChatTables } from '../modules/chat/tables';
import type { MediaTables } from '../media/tables';
import type { ReplayTables } from '../modules/replays/tables';
import type { IdempotencyTables } from '../http/idempotency/tables';
import type { WithdrawTables } from '../modules/wallet/withdraw/tables';
import type { GiftTables } from '../modules/wallet/gifts/tables';
import type { NobilityTables } from '../modules/wallet/nobility/tables';
import type { ContentTables } from '../modules/content/tables';
import type { ExpertTables } from '../modules/experts/tables';
import type { OperatorTables } from '../modules/operators/tables';

/** The whole database: each capability owns and declares its own tables. */
export interface Database
  extends
    SiteTables,
    IdentityTables,
    SportsTables,
    DatacentreTables,
    WalletTables,
    RechargeTables,
    WithdrawTables,
    GiftTables,
    NobilityTables,
    LiveTables,
    ChatTables,
    MediaTables,
    ContentTables,
    ReplayTables,
    IdempotencyTables,
    ExpertTables,
    OperatorTables {}
