// What machine the tests run on, measured rather than assumed: the cores this process may use, a quick speed
// figure, the load. The e2e runner sizes its parallelism and its time budgets from it (docs/testing.md, "A
// gate that holds on any machine"); `.ci/run` prints it so a red run says what it ran on.
//   node scripts/lib/machine.mjs   prints one line
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * How long one round of the probe's work takes on one core of the machine the suite's budgets were set on
 * (an idle two-core AMD EPYC of this kind), in ms. A factor of 2 means the work took twice as long.
 */
export const REFERENCE_ROUND_MS = 55;

// Plain JavaScript (objects, strings, a sort), as a test's page and runner mostly run; the result is returned so
// the engine cannot drop the work.
const PROBE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => {
  const started = performance.now();
  let checksum = 0;
  for (let round = 0; round < 200; round++) {
    const rows = [];
    for (let i = 0; i < 2000; i++) rows.push({ id: (i * 7919) % 2003, name: 'row-' + i });
    rows.sort((a, b) => a.id - b.id || a.name.localeCompare(b.name));
    checksum += rows[round % 2000].id + JSON.stringify(rows.slice(0, 20)).length;
  }
  parentPort.postMessage({ ms: performance.now() - started, checksum });
});`;

/** The cores this process may run on: the CPU affinity (`taskset`) included. */
export function usableCores() {
  return availableParallelism();
}

/**
 * Runs the probe on `threads` threads at once, `rounds` times, and returns the median round's mean time per
 * thread (ms). Threads on every usable core see what the suite will see: another process busy on one core slows them.
 */
export async function probeRoundMs(threads = usableCores(), rounds = 5) {
  const workers = Array.from({ length: threads }, () => new Worker(PROBE, { eval: true }));
  try {
    const roundTimes = [];
    // One warm-up round for the JIT, not counted.
    for (let round = 0; round <= rounds; round++) {
      const times = await Promise.all(
        workers.map(
          (worker) =>
            new Promise((resolve, reject) => {
              worker.once('message', ({ ms }) => resolve(ms));
              worker.once('error', reject);
              worker.postMessage('run');
            }),
        ),
      );
      if (round > 0) roundTimes.push(times.reduce((sum, ms) => sum + ms, 0) / times.length);
    }
    return median(roundTimes);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * The machine as the e2e run sizes itself by (scripts/lib/e2e-plan.mjs):
 * - `slowdown`: how much slower than the reference one core runs the probe alone (never below 1);
 * - `contention`: how much slower it runs on every usable core at once than alone: another process busy on a
 *   core shows here, and `effectiveCores` is what is left of the cores for the suite.
 */
export async function describeMachine() {
  const cores = usableCores();
  const singleMs = await probeRoundMs(1);
  const parallelMs = cores > 1 ? await probeRoundMs(cores) : singleMs;
  const contention = Math.max(1, parallelMs / singleMs);
  return {
    cores,
    singleMs,
    parallelMs,
    slowdown: oneDecimal(Math.max(1, singleMs / REFERENCE_ROUND_MS)),
    contention: oneDecimal(contention),
    effectiveCores: oneDecimal(cores / contention),
    load: loadavg(),
  };
}

/**
 * @param {{ cores: number, singleMs: number, parallelMs: number, slowdown: number, contention: number,
 *   effectiveCores: number, load: number[] }} machine
 */
export function formatMachine({ cores, singleMs, parallelMs, slowdown, effectiveCores, load }) {
  const loads = load.map((value) => value.toFixed(2)).join(' ');
  return (
    `${cores} usable core${cores === 1 ? '' : 's'} (${effectiveCores} free), speed probe ${singleMs.toFixed(0)} ms ` +
    `on one core, ${parallelMs.toFixed(0)} ms on each of ${cores} at once (reference ${REFERENCE_ROUND_MS} ms: ` +
    `slowdown ${slowdown}), load ${loads}`
  );
}

function oneDecimal(value) {
  return Math.round(value * 10) / 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`machine: ${formatMachine(await describeMachine())}`);
}
