// What machine the tests run on, measured rather than assumed: the cores this process may use, a quick speed
// figure, the load. The e2e runner sizes its parallelism and its time budgets from it (docs/testing.md, "A
// gate that holds on any machine"); `.ci/run` prints it so a red run says what it ran on.
//   node scripts/lib/machine.mjs   prints one line
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * The CPUs this process may run on, from Linux's `Cpus_allowed_list` (`0`, `0-1`, `0,2-3`); `undefined` where
 * there is none to read, and then every CPU counts.
 * @param {string} status the text of /proc/self/status
 */
export function allowedCpus(status) {
  const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1];
  if (!list) return undefined;
  return list.split(',').flatMap((part) => {
    const [first, last = first] = part.split('-').map(Number);
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  });
}

/**
 * How many of the `allowed` CPUs sat idle between two readings of `os.cpus()`, in cores (1.5: one and a half
 * cores' worth of idle time); `undefined` when the readings say nothing (no CPUs, no time passed).
 * @param {{ times: Record<string, number> }[]} before
 * @param {{ times: Record<string, number> }[]} after
 * @param {number[] | undefined} allowed
 */
export function idleCores(before, after, allowed) {
  const ids = allowed ?? after.map((_, id) => id);
  let idle = 0;
  let counted = 0;
  const total = (times) => Object.values(times).reduce((sum, ms) => sum + ms, 0);
  for (const id of ids) {
    if (!before[id] || !after[id]) continue;
    const elapsed = total(after[id].times) - total(before[id].times);
    if (elapsed <= 0) continue;
    idle += Math.min(1, Math.max(0, (after[id].times.idle - before[id].times.idle) / elapsed));
    counted++;
  }
  return counted ? idle : undefined;
}

/** Idle cores of this process's CPUs over `ms` of the machine left alone. */
async function sampleIdleCores(ms = 1000) {
  let allowed;
  try {
    allowed = allowedCpus(readFileSync('/proc/self/status', 'utf8'));
  } catch {
    allowed = undefined;
  }
  const before = cpus();
  await sleep(ms);
  return idleCores(before, cpus(), allowed);
}

/**
 * The machine as the e2e run sizes itself by (scripts/lib/e2e-plan.mjs):
 * - `slowdown`: how much slower than the reference one core runs the probe alone (never below 1);
 * - `contention`: how much slower it runs on every usable core at once than alone;
 * - `effectiveCores`: what other processes leave of the cores, the lesser of the cores over the contention and
 *   the idle time measured over a second. Both are needed: the scheduler favours a short burst like the probe
 *   over a process that has kept a core busy for long, so contention alone counts a busy core as half free.
 */
export async function describeMachine() {
  const cores = usableCores();
  const idle = await sampleIdleCores();
  const singleMs = await probeRoundMs(1);
  const parallelMs = cores > 1 ? await probeRoundMs(cores) : singleMs;
  const contention = Math.max(1, parallelMs / singleMs);
  return {
    cores,
    singleMs,
    parallelMs,
    slowdown: oneDecimal(Math.max(1, singleMs / REFERENCE_ROUND_MS)),
    contention: oneDecimal(contention),
    effectiveCores: oneDecimal(Math.min(cores / contention, idle ?? cores)),
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
