// A process's resident memory as Linux reports it (/proc/<pid>/status): RSS now and its peak.
import { readFileSync } from 'node:fs';

export function processMemory(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => {
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return `${(kb / 1024).toFixed(0)} MB`;
  };
  // Anonymous memory is what the process allocated; file-backed is mapped code and data the
  // kernel can drop and read again.
  return `RSS ${mb('VmRSS')}   (peak ${mb('VmHWM')}; anonymous ${mb('RssAnon')}, file-backed ${mb('RssFile')})`;
}

/** CPU time (user + system) a process has used so far, in milliseconds (/proc/<pid>/stat). */
export function processCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence from the last ')'): utime is the
  // 14th field of the line and stime the 15th, in clock ticks (100 per second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
