// Standalone page of the agent area, for working on it without the shell (shared/standalone).
import exposedModules from 'm-exposed-modules';
import { startStandalonePage } from 'shared/standalone';

startStandalonePage('agent', exposedModules);
