import { AUDIT_STATES, type TAuditInfo, type TAuditSubmit } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';
import { auditInfo } from './presenter';
import type { RoomLifecycle } from './room-lifecycle';
import type { SessionUser } from '../identity';

/** Applying to be an anchor, and the operator's review. */
export function anchorApplications(c: LiveCore, lifecycle: RoomLifecycle) {
  const { repo, ports, now, navEnabled } = c;
  const applications = {
    async auditInfo(userId: number): Promise<TAuditInfo> {
      const a = await repo.latestApplication(userId);
      if (!a) return null;
      return auditInfo(a);
    },
    async auditSubmit(user: Pick<SessionUser, 'id' | 'isAnchor'>, body: TAuditSubmit): Promise<TAuditInfo> {
      if (user.isAnchor) throw new AppError('AUDIT_ALREADY_ANCHOR');
      const last = await repo.latestApplication(Number(user.id));
      if (last && Number(last.state) === AUDIT_STATES.pending) throw new AppError('AUDIT_PENDING');
      if (!(await navEnabled(body.navId))) throw new AppError('NAV_NOT_FOUND');
      await repo.insertApplication({
        user_id: Number(user.id),
        real_name: body.realName,
        contact: body.contact,
        nav_id: body.navId,
        introduction: body.introduction,
        created_at: now(),
        reviewed_at: null,
      });
      return applications.auditInfo(Number(user.id));
    },
    /** Applications waiting for a decision, oldest first, with the applicant's nick name and mobile (for operators). */
    async pendingApplications() {
      const rows = await repo.pendingApplications();
      const who = await ports.contacts(rows.map((r) => Number(r.user_id)));
      return rows.flatMap((r) => {
        const c = who.get(Number(r.user_id));
        return c
          ? [
              {
                ...c,
                userId: Number(r.user_id),
                realName: r.real_name,
                contact: r.contact,
                introduction: r.introduction,
                createdAt: Number(r.created_at),
              },
            ]
          : [];
      });
    },
    /** The console's review: the applicant by id (the CLI names them by mobile). */
    async reviewUser(userId: number, approve: boolean, reason = '') {
      const c = (await ports.contacts([userId])).get(userId);
      if (!c) throw new AppError('NOT_FOUND', '该用户没有待审核的主播申请');
      return applications.review({ id: userId, nick_name: c.nickName }, approve, reason);
    },
    /** Admin decision on the user's pending application; approving makes them an anchor with a room. */
    async review(user: { id: number; nick_name: string }, approve: boolean, reason = ''): Promise<{ roomId: number | null }> {
      const a = await repo.latestApplication(Number(user.id));
      if (!a || Number(a.state) !== AUDIT_STATES.pending) throw new AppError('NOT_FOUND', '该用户没有待审核的主播申请');
      await repo.reviewApplication(Number(a.id), approve ? AUDIT_STATES.approved : AUDIT_STATES.rejected, reason, now());
      if (!approve) return { roomId: null };
      await ports.setAnchor(Number(user.id), true);
      const roomId = await lifecycle.ensureRoom(Number(user.id), user.nick_name, a.nav_id === null ? null : Number(a.nav_id));
      // A room kept from an earlier time as an anchor gets the role back in live's copy.
      await lifecycle.anchorChanged(Number(user.id));
      return { roomId };
    },
    pendingApplicationCount: () => repo.countPendingApplications(),
  };
  return applications;
}
