// The machine beside the exam, every 100 ms, for the stall report: how busy
// the cores were and for what (/proc/stat: user and system time, waiting on
// disks, stolen by the hypervisor), and how long work waited for a core or a
// disk (/proc/pressure, Linux's pressure stall information). Where a file is
// missing (not Linux, no PSI) those figures are absent.
import { readFileSync } from 'node:fs';
import { STALL_SAMPLE_MS } from '../../server/diagnostics/stallProbe.ts';

export interface MachineSample {
  at: number;
  /** shares of the cores' time in the interval, 0 to 100 */
  busyPercent: number;
  iowaitPercent: number;
  stealPercent: number;
  /** ms in the interval in which some task waited for a core / for the disks */
  cpuPressureMs?: number;
  ioPressureMs?: number;
}

interface CpuTimes {
  total: number;
  idle: number;
  iowait: number;
  steal: number;
}

/** The first line of /proc/stat: user nice system idle iowait irq softirq steal ... in clock ticks. */
export function cpuTimes(stat: string): CpuTimes | null {
  const fields = stat.split('\n', 1)[0].trim().split(/\s+/);
  if (fields[0] !== 'cpu') return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle, iowait, steal };
}

/** The `some … total=` of a /proc/pressure file, in microseconds. */
export function pressureTotalUs(text: string): number | null {
  const match = /^some .*total=(\d+)/m.exec(text);
  return match ? Number(match[1]) : null;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export function startMachineTrace(samples: MachineSample[], intervalMs = STALL_SAMPLE_MS): () => void {
  const now = () => ({
    cpu: cpuTimes(read('/proc/stat') ?? ''),
    cpuPressure: pressureTotalUs(read('/proc/pressure/cpu') ?? ''),
    ioPressure: pressureTotalUs(read('/proc/pressure/io') ?? ''),
  });
  let last = now();
  const timer = setInterval(() => {
    const next = now();
    if (next.cpu && last.cpu && next.cpu.total > last.cpu.total) {
      const share = (value: number) => Math.round((value / (next.cpu!.total - last.cpu!.total)) * 100);
      samples.push({
        at: Date.now(),
        busyPercent: share(next.cpu.total - last.cpu.total - (next.cpu.idle - last.cpu.idle) - (next.cpu.iowait - last.cpu.iowait)),
        iowaitPercent: share(next.cpu.iowait - last.cpu.iowait),
        stealPercent: share(next.cpu.steal - last.cpu.steal),
        ...(next.cpuPressure !== null && last.cpuPressure !== null ? { cpuPressureMs: Math.round((next.cpuPressure - last.cpuPressure) / 1000) } : {}),
        ...(next.ioPressure !== null && last.ioPressure !== null ? { ioPressureMs: Math.round((next.ioPressure - last.ioPressure) / 1000) } : {}),
      });
    }
    last = next;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
