// Standalone page of the lobby area, for working on it without the shell (shared/standalone).
import exposedModules from 'm-exposed-modules';
import { startStandalonePage } from 'shared/standalone';

startStandalonePage('lobby', exposedModules);
