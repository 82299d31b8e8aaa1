import type { TGrade } from '@sports/contracts';

/** Level badge, experience towards the next level, and what each level unlocks. */
export function GradeCard({ grade }: { grade: TGrade }) {
  const { level, experience, levelExperience, nextLevel, nextExperience } = grade;
  const span = nextExperience === null ? 1 : nextExperience - levelExperience;
  const done = nextExperience === null ? 1 : Math.min(1, Math.max(0, (experience - levelExperience) / span));
  return (
    <div data-testid="grade" className="space-y-6">
      <div className="flex items-center gap-6 rounded-lg border border-line bg-surface p-6">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-white">
          <span data-testid="grade-level">Lv.{level}</span>
        </div>
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p>
            当前经验 <b data-testid="grade-experience">{experience}</b>
            {nextLevel !== null && nextExperience !== null ? (
              <span className="ml-3 text-muted">
                下一级 <span data-testid="grade-next">Lv.{nextLevel}</span> 需 {nextExperience} 经验，还差{' '}
                {Math.max(0, nextExperience - experience)}
              </span>
            ) : (
              <span className="ml-3 text-muted">已达最高等级</span>
            )}
          </p>
          <div className="h-2 overflow-hidden rounded-full bg-line" role="progressbar" aria-valuenow={Math.round(done * 100)}>
            <div className="h-full bg-primary" style={{ width: `${done * 100}%` }} />
          </div>
          <p className="text-xs text-muted">在直播间送出礼物、发红包、开通贵族，每消费 1 球钻得 1 经验。</p>
        </div>
      </div>
      <div>
        <h3 className="mb-3 text-sm font-medium">等级特权</h3>
        <ul className="space-y-2 text-sm">
          {grade.privileges.map((p) => (
            <li
              key={p.name}
              data-testid="grade-privilege"
              className="flex items-center gap-3 rounded border border-line bg-surface px-4 py-3"
            >
              <span className="w-14 shrink-0 text-xs text-muted">Lv.{p.minLevel} 起</span>
              <span className="font-medium">{p.name}</span>
              <span className="flex-1 text-muted">{p.description}</span>
              <span className={p.unlocked ? 'text-primary' : 'text-muted'}>{p.unlocked ? '已解锁' : '未解锁'}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
