import { join } from 'node:path';
import { AtomicJsonFile } from './persist.js';
import { initialState, restoreState, type State } from './state.js';

/** The mutable state and its file: change `state`, then call `save()`. */
export class Store {
  state: State;
  private readonly file: AtomicJsonFile<State>;

  constructor(dataDir: string) {
    this.file = new AtomicJsonFile<State>(join(dataDir, 'state.json'));
    this.state = restoreState(this.file.read());
  }

  get path(): string {
    return this.file.file;
  }

  /** Applies a change and schedules a write. */
  update<T>(change: (state: State) => T): T {
    const result = change(this.state);
    this.save();
    return result;
  }

  save(): void {
    this.file.save(this.state);
  }

  /** Back to the seeded state (test hook). */
  reset(): void {
    this.state = initialState();
    this.save();
  }

  flush(): Promise<void> {
    return this.file.flush();
  }

  /** Changes with every save. */
  get generation(): number {
    return this.file.generation;
  }

  /** Resolves once every change saved so far is on disk. */
  durable(): Promise<void> {
    return this.file.durable();
  }
}
