// What a Lighthouse trace says about the page's main thread, beside the score: how much CPU its tasks
// took against how long they lasted, and the blocking time those two give. Lighthouse's mobile preset
// simulates a 4× slower CPU from each task's wall time; on a busy two-core machine (Chromium's own
// processes, Lighthouse itself, the server) a task's wall time is often several times its CPU time,
// so the blocking time from CPU time tells the page's own share apart from the machine's.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Lighthouse's mobile CPU slowdown, and the length past which (simulated) a task blocks. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThread {
  /** Top-level tasks of the page's main thread from navigation on. */
  tasks: number;
  wallMs: number;
  cpuMs: number;
  /**
   * Σ (4 × wall − 50 ms) over the tasks: what the simulation would count as blocking were every task
   * after the first paint (it also sees those before, which it does not count, so this is more than TBT).
   */
  blockingFromWallMs: number;
  /** The same from CPU time: as if the main thread never waited for a core. */
  blockingFromCpuMs: number;
}

/** The page's main thread (the one that painted first) summed from a trace's top-level tasks. */
export function mainThreadOf(trace: { traceEvents: TraceEvent[] }): MainThread | null {
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const onMain = (e: TraceEvent) => e.pid === fcp.pid && e.tid === fcp.tid;
  // The navigation that painted: the last one to start before the first paint.
  const start = events.filter((e) => e.name === 'navigationStart' && onMain(e) && e.ts <= fcp.ts).reduce((t, e) => Math.max(t, e.ts), 0);
  const out: MainThread = { tasks: 0, wallMs: 0, cpuMs: 0, blockingFromWallMs: 0, blockingFromCpuMs: 0 };
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.dur === undefined || e.ts < start || !onMain(e)) continue;
    const wall = e.dur / 1000;
    const cpu = (e.tdur ?? e.dur) / 1000;
    out.tasks++;
    out.wallMs += wall;
    out.cpuMs += cpu;
    out.blockingFromWallMs += Math.max(0, SLOWDOWN * wall - LONG_TASK_MS);
    out.blockingFromCpuMs += Math.max(0, SLOWDOWN * cpu - LONG_TASK_MS);
  }
  return out;
}
