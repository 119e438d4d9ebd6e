import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (Linux /proc) until stopped; keeps the peak. */
export class RssSampler {
  constructor(pid, everyMs = 250) {
    this.pid = pid;
    this.peakMb = 0;
    this.samples = 0;
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
    this.sample();
  }

  sample() {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      if (!match) return;
      this.peakMb = Math.max(this.peakMb, Number(match[1]) / 1024);
      this.samples += 1;
    } catch {
      // the process has exited
    }
  }

  stop() {
    clearInterval(this.timer);
    return { peakMb: Math.round(this.peakMb), samples: this.samples };
  }
}
