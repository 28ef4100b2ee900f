import type { FirstViewHandover } from './firstViewHandover';

/** What the entry script does to start the shell, each step given (the unit test drives them). */
export interface StartSteps {
  yieldToBrowser: () => Promise<void>;
  /** What a server-rendered page hands over; undefined on a page the browser renders alone. */
  readHandover: () => FirstViewHandover | undefined;
  /** The early fetches: only the run-time config for a server-rendered page (it names its release and status). */
  fetchStartupFiles: (urls?: readonly string[]) => void;
  askSystemStatusEarly: () => Promise<void>;
  preloadOpeningAreaEarly: (rendered?: FirstViewHandover['release']) => Promise<void>;
  bootstrap: () => Promise<unknown>;
  runtimeConfigUrl: string;
}

/**
 * The shell's start-up, each step in a task of its own so that none holds a tap for the others' time. The entry
 * script's own task is the federation runtime's start (40–50 ms at a 4× slower CPU); what the page hands over is
 * read in the next (its JSON parsed and its release checked, about 25 ms more: together they were one task of
 * 70–77 ms), with the early fetches and the opening area's preload; the shell's bootstrap, where the shared
 * singletons are negotiated, in the one after.
 */
export async function startInSteps(steps: StartSteps): Promise<void> {
  await steps.yieldToBrowser();
  const handover = steps.readHandover();
  steps.fetchStartupFiles(handover ? [steps.runtimeConfigUrl] : undefined);
  if (!handover) void steps.askSystemStatusEarly();
  void steps.preloadOpeningAreaEarly(handover?.release);
  await steps.yieldToBrowser();
  await steps.bootstrap();
}
