import type { TExpertApplication, TExpertApplyBody } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { ExpertPorts } from './ports';
import type { ApplicationRow, ExpertRepository } from './repository';

const present = (a: ApplicationRow): TExpertApplication => ({
  id: Number(a.id),
  field: a.field,
  introduction: a.introduction,
  status: a.status,
  note: a.note,
  createdAt: Number(a.created_at),
});

/** Becoming an expert: the application form and the operator's review (CLI now, the console later). */
export function applicationService(repo: ExpertRepository, ports: ExpertPorts, now: () => number) {
  return {
    async apply(userId: number, body: TExpertApplyBody): Promise<TExpertApplication> {
      if (await ports.isExpert(userId)) throw new AppError('EXPERT_ALREADY');
      const last = await repo.latestApplication(userId);
      if (last?.status === 'pending') throw new AppError('EXPERT_APPLY_PENDING');
      const stored = await repo.insertApplication({
        user_id: userId,
        field: body.field,
        introduction: body.introduction,
        sample: body.sample,
        status: 'pending',
        note: null,
        created_at: now(),
        reviewed_at: null,
      });
      return present(stored);
    },
    async mine(userId: number): Promise<TExpertApplication | null> {
      const a = await repo.latestApplication(userId);
      return a ? present(a) : null;
    },
    /** Applications for the operator, oldest first (pending by default). */
    async list(status: 'pending' | 'approved' | 'rejected' | null = 'pending') {
      return (await repo.applications(status)).map((a) => ({ ...present(a), userId: Number(a.user_id), sample: a.sample }));
    },
    /** Approves a pending application: the user becomes an expert (isExpert 1). */
    async approve(id: number, note: string | null = null) {
      const a = await repo.application(id);
      if (!a || a.status !== 'pending') throw new AppError('EXPERT_APPLICATION_NOT_FOUND');
      if (!(await repo.review(id, 'approved', note, now()))) throw new AppError('EXPERT_APPLICATION_NOT_FOUND');
      await ports.setExpert(Number(a.user_id), true);
      return { id, userId: Number(a.user_id) };
    },
    async reject(id: number, note: string | null = null) {
      const a = await repo.application(id);
      if (!a || a.status !== 'pending') throw new AppError('EXPERT_APPLICATION_NOT_FOUND');
      if (!(await repo.review(id, 'rejected', note, now()))) throw new AppError('EXPERT_APPLICATION_NOT_FOUND');
      return { id, userId: Number(a.user_id) };
    },
  };
}
export type ApplicationService = ReturnType<typeof applicationService>;
