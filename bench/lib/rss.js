import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (Linux /proc) until stopped; keeps the peak, overall and per phase. */
export class RssSampler {
  constructor(pid, everyMs = 250) {
    this.pid = pid;
    this.peakMb = 0;
    this.samples = 0;
    this.phase = 'start';
    this.phases = {};
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
    this.sample();
  }

  /** Later samples count towards `phase`. */
  mark(phase) {
    this.phase = phase;
  }

  sample() {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      if (!match) return;
      const mb = Number(match[1]) / 1024;
      this.peakMb = Math.max(this.peakMb, mb);
      this.phases[this.phase] = Math.round(Math.max(this.phases[this.phase] ?? 0, mb));
      this.samples += 1;
    } catch {
      // the process has exited
    }
  }

  stop() {
    clearInterval(this.timer);
    return { peakMb: Math.round(this.peakMb), samples: this.samples, phases: this.phases };
  }
}
