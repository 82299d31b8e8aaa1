import { WALLET_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUserId } from '../../../http/auth';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { NobleService } from './noble-service';
import type { RedPacketService } from './redpacket-service';

/** /tapi/pay/room/nobility/* and /tapi/pay/room/redpacket/*. */
export function nobilityTapiRoutes(noble: NobleService, packets: RedPacketService) {
  return async (app: Api) => {
    serve(app, R.nobleList, { handler: async (req) => noble.list(await currentUserId(req), req.query.roomId) });
    serve(app, R.noblePurchase, { handler: async (req) => noble.purchase(await requireUserId(req), req.body) });
    serve(app, R.nobleEnter, { handler: async (req) => noble.enter(await requireUserId(req), req.body.roomId) });

    serve(app, R.redPacketSend, { handler: async (req) => packets.send(await requireUserId(req), req.body) });
    serve(app, R.redPacketGrab, { handler: async (req) => packets.grab(await requireUserId(req), req.body.packetId) });
    serve(app, R.redPacketDetail, { handler: async (req) => packets.detail(req.query.packetId, await currentUserId(req)) });
    serve(app, R.redPacketList, { handler: async (req) => packets.roomPackets(req.query.roomId, await currentUserId(req)) });
  };
}
