import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';

/** A throwaway redis-server on a spare loopback port (no persistence), for outage tests. */
export class RedisServer {
  private child?: ChildProcess;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const client = new Redis(this.url, { retryStrategy: () => 50, maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    try {
      await client.ping(); // queued until the server accepts connections
    } finally {
      client.disconnect();
    }
  }

  /** Kills it outright (SIGKILL), as a crash or a lost network would. */
  async kill(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }
}
