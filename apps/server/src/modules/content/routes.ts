import { CONTENT_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { TargetType } from './comments';
import type { ContentService } from './service';

/** The content calls, all on /tapi (SPEC §7 /inform/*). GETs that change something still need X-Requested-With. */
export function contentTapiRoutes(svc: ContentService) {
  const changing = { config: { csrf: true } };
  return async (app: Api) => {
    serve(app, R.infoCategories, { handler: async () => svc.news.categories() });
    serve(app, R.infoList, {
      handler: async (req) => svc.news.list({ ...req.body, ...req.body.pageParam }),
    });
    serve(app, R.infoRecommend, { handler: async (req) => svc.news.recommend(req.body) });
    serve(app, R.infoDetail, { handler: async (req) => svc.infoDetail(await currentUserId(req), req.params.id) });
    serve(app, R.infoComments, {
      handler: async (req) => svc.comments.list(await currentUserId(req), 2, req.query.postId, req.query.page, req.query.pageSize),
    });
    serve(app, R.infoCollect, { options: changing, handler: async (req) => svc.collect(await requireUserId(req), req.query) });
    serve(app, R.myCollect, { handler: async (req) => svc.myCollect(await requireUserId(req), req.query) });

    serve(app, R.commentReply, {
      handler: async (req) => svc.comments.add(await requireUserId(req), { ...req.body, type: req.body.type as TargetType }),
    });
    serve(app, R.commentList, {
      handler: async (req) => svc.comments.list(await currentUserId(req), 1, req.query.postId, req.query.page, req.query.pageSize),
    });
    serve(app, R.commentLike, {
      options: changing,
      handler: async (req) => svc.comments.toggleLike(await requireUserId(req), req.params.id),
    });

    serve(app, R.circles, { handler: async () => svc.circles.shown() });
    serve(app, R.postPic, { handler: async (req) => svc.posts.uploadImages(await requireUserId(req), req.body.files) });
    serve(app, R.postSave, { handler: async (req) => svc.posts.save(await requireUserId(req), req.body) });
    serve(app, R.postListGeneral, { handler: async (req) => svc.posts.listGeneral(await currentUserId(req), req.body) });
    serve(app, R.postListAnchor, {
      handler: async (req) => svc.posts.listByUser(await currentUserId(req), req.body.anchorId, req.body.page, req.body.pageSize),
    });
    serve(app, R.postListMine, {
      handler: async (req) => {
        const me = await requireUserId(req);
        return svc.posts.listByUser(me, me, req.query.page, req.query.pageSize);
      },
    });
    serve(app, R.postDetail, { handler: async (req) => svc.posts.detail(await currentUserId(req), req.params.id) });
    serve(app, R.postLike, { options: changing, handler: async (req) => svc.likePost(await requireUserId(req), req.params.id) });
    serve(app, R.postShield, {
      handler: async (req) => {
        await svc.posts.shield(await requireUserId(req), req.body);
        return null;
      },
    });
    serve(app, R.postReport, {
      handler: async (req) => {
        await svc.posts.report(await requireUserId(req), req.body.postId, req.body.reason);
        return null;
      },
    });
    serve(app, R.commentReport, {
      handler: async (req) => {
        await svc.commentReports.report(await requireUserId(req), req.body.commentId, req.body.reason);
        return null;
      },
    });
    serve(app, R.postDelete, {
      options: changing,
      handler: async (req) => {
        await svc.posts.deleteOwn(await requireUserId(req), req.query.postId);
        return null;
      },
    });
    serve(app, R.feedback, {
      handler: async (req) => {
        await svc.posts.feedback(await requireUserId(req), req.body.content, req.body.contact);
        return null;
      },
    });
    serve(app, R.contentNotices, {
      handler: async (req) => svc.comments.notices(await requireUserId(req), req.query.page, req.query.pageSize, req.query.kind),
    });
    serve(app, R.myComments, {
      handler: async (req) => svc.comments.mine(await requireUserId(req), req.query.page, req.query.pageSize),
    });
  };
}
