import { readFileSync } from 'node:fs';

/** CPU time (ms) a process has used so far, from /proc (Linux); 0 elsewhere. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  } catch {
    return 0;
  }
}
