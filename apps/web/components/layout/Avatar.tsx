/** A user's portrait, or a neutral silhouette when none is set. */
export function Avatar({ src, size = 32, className = '' }: { src?: string | null; size?: number; className?: string }) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="头像" style={style} className={`shrink-0 rounded-full object-cover ${className}`} />;
  return (
    <span
      style={style}
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-weak text-primary ${className}`}
      aria-label="头像"
    >
      <svg viewBox="0 0 32 32" width={size * 0.75} height={size * 0.75} aria-hidden>
        <circle cx="16" cy="12" r="6" fill="currentColor" opacity=".8" />
        <path d="M5 30c1.5-6.5 6-10 11-10s9.5 3.5 11 10z" fill="currentColor" opacity=".8" />
      </svg>
    </span>
  );
}

/** Level badge: only for level 1 and above (a null level counts as 0). */
export function LevelBadge({ level, icon }: { level: number | null | undefined; icon?: string }) {
  const n = level ?? 0;
  if (n < 1) return null;
  return (
    <span
      data-testid="level-badge"
      className="inline-flex h-[18px] items-center gap-0.5 rounded-full bg-gradient-to-r from-amber-400 to-orange-500 px-1.5 text-[11px] font-bold italic leading-none text-white"
    >
      {icon ? <img src={icon} alt="" className="h-3 w-3" /> : null}
      LV{n}
    </span>
  );
}
