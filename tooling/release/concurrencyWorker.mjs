// One squad's pipeline in the concurrency run (concurrency.mjs): pin 1.1.0 then roll back, `rounds` times,
// printing one JSON line per acknowledged change.
import { releaseClient } from './client.mjs';
import { pin, rollback } from './release.mjs';

const [mode, area = '', rounds, server = ''] = process.argv.slice(2);
const deployDir = /** @type {string} */ (process.env.DEPLOY_DIR);
const client = mode === 'service' ? releaseClient({ server, token: JSON.parse(process.env.TOKENS ?? '{}')[area] }) : null;

/** A change that is refused is not acknowledged: it is counted, and the run goes on. */
async function attempt(/** @type {string} */ action, /** @type {string} */ version, /** @type {() => unknown} */ change) {
  try {
    await change();
    console.log(JSON.stringify({ area, action, version }));
  } catch (error) {
    console.log(JSON.stringify({ area, action, version, refused: error instanceof Error ? error.message : String(error) }));
  }
}

for (let round = 0; round < Number(rounds); round++) {
  await attempt('pin', '1.1.0', () =>
    client ? client.pin(area, '1.1.0') : pin({ deployDir, area, version: '1.1.0', command: `round ${round}`, by: `${area}-squad` }),
  );
  await attempt('rollback', '1.0.0', () =>
    client ? client.rollback(area) : rollback({ deployDir, area, command: `round ${round}`, by: `${area}-squad` }),
  );
}
