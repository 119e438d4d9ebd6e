import { pino, type DestinationStream } from 'pino';

/** Lines held before they are written at once, whatever the turn of the event loop. */
const MAX_PENDING_BYTES = 64 * 1024;

/**
 * Where the process's log lines go (docs/decisions.md, "Access log in batches"): every line
 * written during one turn of the event loop leaves in one write at the end of that turn
 * (`setImmediate`), instead of one write per line; at a few thousand requests a second one
 * `write` per access-log line was a fifth of a public read's cost. The write itself is
 * synchronous (pino's SonicBoom in sync mode, which retries a full pipe), and whatever is still
 * held is written synchronously when the process exits, including on an uncaught exception or
 * an unhandled rejection (Node emits `exit` for both), so no line is lost on a crash. A process
 * killed outright (SIGKILL) can lose only the lines of the turn it was killed in, which were
 * written after their answers went out anyway (the access log runs once a response finished).
 */
export class BatchedLogDestination implements DestinationStream {
  private pending: string[] = [];
  private pendingBytes = 0;
  private scheduled = false;
  private readonly out: DestinationStream & { flushSync(): void };
  private readonly flushNow = () => this.flush();

  constructor(fd = 1) {
    this.out = pino.destination({ dest: fd, sync: true });
    process.on('exit', this.flushNow);
  }

  write(line: string): void {
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (this.pendingBytes >= MAX_PENDING_BYTES) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushNow);
    }
  }

  /** Writes every held line now. */
  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunk = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    this.out.write(chunk);
  }
}

let stdout: BatchedLogDestination | undefined;

/** The one batched destination for this process's standard output, shared by every logger. */
export function stdoutLogDestination(): BatchedLogDestination {
  stdout ??= new BatchedLogDestination(1);
  return stdout;
}
