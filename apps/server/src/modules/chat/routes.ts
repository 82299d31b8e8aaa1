import { CHAT_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUser, requireUserId } from '../../http/auth';
import { clientOrigin } from '../../http/client-origin';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { ChatService } from './service';

/** The calls both hosts share: history, sending, welcome line. */
function commonChatRoutes(app: Api, svc: ChatService, host: 'api' | 'tapi') {
  const [page, msg, welcome] =
    host === 'api' ? ([R.chatPage, R.chatMsg, R.chatWelcome] as const) : ([R.chatPageTapi, R.chatMsgTapi, R.chatWelcomeTapi] as const);
  serve(app, page, {
    handler: async (req) => svc.page(req.body),
  });
  serve(app, msg, {
    handler: async (req) => {
      const user = await req.currentUser();
      // a session token that no longer signs in: say why (a ban and until when) rather than send anonymously
      if (!user && !req.body.token && req.sessionToken()) await requireUser(req);
      // The line shows its author as the session has just read them (not read again).
      const author = user ? { nickName: user.nickName, portrait: user.portrait, level: user.level ?? 0 } : undefined;
      return svc.send(user ? Number(user.id) : null, { ...req.body, from: clientOrigin(req), author });
    },
  });
  serve(app, welcome, {
    handler: async (req) => svc.welcome(req.body.roomId),
  });
}

export function chatApiRoutes(svc: ChatService) {
  return async (app: Api) => {
    commonChatRoutes(app, svc, 'api');
    serve(app, R.chatInfo, {
      handler: async (req) => svc.info(req.query.roomId, await currentUserId(req)),
    });
    serve(app, R.barrageSettings, {
      handler: async () => svc.barrageSettings(),
    });
    serve(app, R.hornList, {
      handler: async (req) => svc.horns(req.query.page, req.query.pageSize),
    });
    serve(app, R.hornInfo, {
      handler: async () => svc.latestHorn(),
    });
    serve(app, R.hornSend, {
      handler: async (req) => svc.sendHorn(await requireUserId(req), req.body.content),
    });
    serve(app, R.hornMine, {
      handler: async (req) => svc.myHorns(await requireUserId(req), req.query.page, req.query.pageSize),
    });

    // Room managers (anchor only) and the mute list (anchor and managers). GET as SPEC lists them;
    // the changing ones still need X-Requested-With.
    const members = (kind: 'manager' | 'forbid') => {
      const manager = kind === 'manager';
      serve(app, manager ? R.managerList : R.forbidList, {
        handler: async (req) => (manager ? svc.managers : svc.forbids)(await requireUserId(req), req.query),
      });
      serve(app, manager ? R.managerAdd : R.forbidAdd, {
        options: { config: { csrf: true } },
        handler: async (req) => {
          const actor = await requireUserId(req);
          if (manager) await svc.addManager(actor, req.query.roomId, req.query.nickName);
          else await svc.addForbid(actor, req.query.roomId, req.query.nickName, req.query.minutes);
          return null;
        },
      });
      serve(app, manager ? R.managerRemove : R.forbidRemove, {
        options: { config: { csrf: true } },
        handler: async (req) => {
          const actor = await requireUserId(req);
          await (manager ? svc.removeManager(actor, req.query.id) : svc.removeForbid(actor, req.query.id));
          return null;
        },
      });
    };
    members('manager');
    members('forbid');
  };
}

export function chatTapiRoutes(svc: ChatService) {
  return async (app: Api) => {
    commonChatRoutes(app, svc, 'tapi');
    serve(app, R.chatNotice, {
      handler: async (req) => svc.notice(req.body.roomId),
    });
    serve(app, R.chatToken, {
      handler: async (req) => svc.token(await requireUserId(req), req.query.group),
    });
    serve(app, R.welcomes, {
      handler: async (req) => svc.welcomes(await requireUserId(req)),
    });
    serve(app, R.addWelcome, {
      handler: async (req) => svc.addWelcome(await requireUserId(req), req.body.content).then(() => null),
    });
    serve(app, R.editWelcome, {
      handler: async (req) => svc.editWelcome(await requireUserId(req), req.body.id, req.body.content).then(() => null),
    });
    serve(app, R.deleteWelcome, {
      handler: async (req) => svc.deleteWelcome(await requireUserId(req), req.body.id).then(() => null),
    });
    serve(app, R.useWelcome, {
      handler: async (req) => svc.useWelcome(await requireUserId(req), req.body.id).then(() => null),
    });
  };
}
