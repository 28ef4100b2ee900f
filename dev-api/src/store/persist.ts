/**
 * Atomic, serialised JSON file writes: each write goes to a temp file that is fsynced and renamed over the
 * target (so a reader, or a restart after kill -9, sees either the old or the new file, never half of one);
 * writes never overlap, and a burst of saves while one is in flight is coalesced into one more write of
 * the latest data. `durable()` tells when what was saved so far is on disk. This module imports nothing but
 * node builtins (a test runs it in a child process).
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export class AtomicJsonFile<T> {
  private latest: { data: T } | null = null;
  private running: Promise<void> | null = null;
  private seq = 0;
  private lastError: unknown = null;
  /** Saves so far; each save is one generation of the data. */
  private saved = 0;
  /** The newest generation a finished write attempt carried, and the newest one that reached the disk. */
  private attempted = 0;
  private onDisk = 0;
  private waiting: { generation: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  /** Number of completed writes (for tests and logs). */
  writes = 0;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
  }

  /** Reads the file: null when it does not exist or is not valid JSON (a corrupt file is set aside). */
  read(): unknown {
    this.removeStaleTemps();
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return null;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      try {
        renameSync(this.file, `${this.file}.corrupt-${Date.now()}`);
      } catch {
        /* ignore */
      }
      return null;
    }
  }

  /** Schedules a write of `data` (serialised when the write starts, so later changes coalesce in). */
  save(data: T): void {
    this.latest = { data };
    this.saved++;
    if (!this.running) this.running = this.loop();
  }

  /** Changes with every save: a caller compares two readings to know whether anything was saved between them. */
  get generation(): number {
    return this.saved;
  }

  /** Resolves once everything saved so far is on disk; rejects with the error of the write that should have carried it. */
  durable(): Promise<void> {
    const generation = this.saved;
    if (generation <= this.onDisk) return Promise.resolve();
    if (generation <= this.attempted) return Promise.reject(this.lastError);
    return new Promise((resolve, reject) => this.waiting.push({ generation, resolve, reject }));
  }

  /** Resolves when every scheduled write has reached the disk; rejects with the last write error, if any. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.lastError) {
      const error = this.lastError;
      this.lastError = null;
      throw error;
    }
  }

  private async loop(): Promise<void> {
    // Let the current burst of synchronous saves land before the first write.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.latest) {
        const { data } = this.latest;
        const generation = this.saved;
        this.latest = null;
        try {
          await this.writeNow(`${JSON.stringify(data, null, 1)}\n`);
          this.writes++;
          this.onDisk = generation;
        } catch (error) {
          this.lastError = error;
        }
        this.attempted = generation;
        this.settleWaiting();
      }
    } finally {
      this.running = null;
    }
  }

  private settleWaiting(): void {
    const due = this.waiting.filter((w) => w.generation <= this.attempted);
    this.waiting = this.waiting.filter((w) => w.generation > this.attempted);
    for (const waiter of due) {
      if (waiter.generation <= this.onDisk) waiter.resolve();
      else waiter.reject(this.lastError);
    }
  }

  private async writeNow(text: string): Promise<void> {
    const temp = `${this.file}.${process.pid}.${++this.seq}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.file);
    try {
      const dir = openSync(dirname(this.file), 'r');
      try {
        fsyncSync(dir);
      } finally {
        closeSync(dir);
      }
    } catch {
      /* directory fsync is not supported everywhere */
    }
  }

  private removeStaleTemps(): void {
    const prefix = `${basename(this.file)}.`;
    try {
      for (const name of readdirSync(dirname(this.file))) {
        if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(dirname(this.file), name));
      }
    } catch {
      /* nothing to clean */
    }
  }
}
