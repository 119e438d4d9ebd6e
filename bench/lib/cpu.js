import { readFileSync } from 'node:fs';

/** CPU time (ms, user + system) a process has used so far, from /proc: what work costs whatever else the machine does. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
