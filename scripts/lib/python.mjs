// Finds a Python 3 that can `import requests` (the code snippets' Python example uses it): $PYTHON, else
// `python3` on the PATH, else Debian's /usr/bin/python3. Shared by scripts/ensure-python-requests.mjs and the
// test that runs the snippets (scripts/mock-platform/snippets-run.test.ts).
import { spawnSync } from 'node:child_process';

/** @returns {string[]} the interpreters to try, in order */
export function pythonCandidates() {
  return [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(
    /** @returns {value is string} */ (value) => Boolean(value),
  );
}

/** @returns {string | undefined} the first interpreter that imports requests */
export function findPythonWithRequests() {
  return pythonCandidates().find(
    (python) => spawnSync(python, ['-c', 'import requests'], { stdio: 'ignore' }).status === 0,
  );
}
