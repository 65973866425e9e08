import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * What Lighthouse's simulation (Lantern) charged to the first and largest paint: every request and
 * main-thread task in the optimistic and pessimistic graph of each, with its simulated times. Lantern keeps
 * the node timings of every simulation it ran in one module-level map, read and emptied after each audit.
 */

/** The simulations whose graphs decide FCP and LCP; each metric is the mean of its two. */
export const PAINT_SIMULATIONS = [
  'optimisticFirstContentfulPaint',
  'pessimisticFirstContentfulPaint',
  'optimisticLargestContentfulPaint',
  'pessimisticLargestContentfulPaint',
] as const;
export type PaintSimulation = (typeof PAINT_SIMULATIONS)[number];

export interface GraphRequest {
  /** The path (and query) of a same-origin request, else the whole URL. */
  readonly url: string;
  readonly kb: number;
  readonly type: string;
  readonly priority: string;
  readonly startMs: number;
  readonly endMs: number;
}

export interface GraphTask {
  /** The task's notable child events, e.g. `EvaluateScript index-abc.js`, `Layout`, `Paint`. */
  readonly what: string;
  /** Simulated duration (the observed one times Lighthouse's CPU slowdown). */
  readonly ms: number;
  readonly startMs: number;
  readonly endMs: number;
}

export interface LanternGraph {
  readonly simulation: PaintSimulation;
  /** When the simulation's last node ended: the graph's estimate of the paint. */
  readonly endMs: number;
  readonly requests: GraphRequest[];
  readonly tasks: GraphTask[];
}

type NodeTimings = Map<Lantern.Graph.Node, { startTime: number; endTime: number }>;

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The child events that say what a task did; the rest (timers, microtasks, GC) are left out. */
const NOTABLE_EVENTS = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'Paint',
  'UpdateLayoutTree',
]);

function shortUrl(url: string, origin: string): string {
  if (url.startsWith(origin)) return url.slice(origin.length) || '/';
  return url;
}

/** The file name of a script URL, for naming the task that ran it. */
const fileOf = (url: string) => url.split('?')[0]?.split('/').pop() ?? url;

export function describeTask(events: readonly { name: string; args?: unknown }[]): string {
  const parts: string[] = [];
  for (const event of events) {
    if (!NOTABLE_EVENTS.has(event.name)) continue;
    const data = (event.args as { data?: { url?: string } } | undefined)?.data;
    const part = data?.url ? `${event.name} ${fileOf(data.url)}` : event.name;
    if (!parts.includes(part)) parts.push(part);
  }
  return parts.length > 0 ? parts.join(', ') : 'other';
}

/** One simulation's node timings as requests and tasks, in the order they started. */
export function describeGraph(
  simulation: PaintSimulation,
  timings: NodeTimings,
  origin: string,
): LanternGraph {
  const requests: GraphRequest[] = [];
  const tasks: GraphTask[] = [];
  let endMs = 0;
  for (const [node, timing] of timings) {
    endMs = Math.max(endMs, timing.endTime);
    const times = { startMs: round(timing.startTime), endMs: round(timing.endTime) };
    if (node.type === Lantern.Graph.BaseNode.types.NETWORK) {
      const { request } = node;
      requests.push({
        url: shortUrl(request.url, origin),
        kb: round(request.transferSize / 1024, 1),
        type: request.resourceType ?? 'Other',
        priority: request.priority,
        ...times,
      });
    } else {
      tasks.push({
        what: describeTask(node.childEvents),
        ms: round(timing.endTime - timing.startTime),
        ...times,
      });
    }
  }
  const byStart = (a: { startMs: number }, b: { startMs: number }) => a.startMs - b.startMs;
  return {
    simulation,
    endMs: round(endMs),
    requests: requests.sort(byStart),
    tasks: tasks.sort(byStart),
  };
}

/** The paint graphs of the audit that just ran; empties Lantern's map for the next one. */
export function takePaintGraphs(origin: string): LanternGraph[] {
  const all = Lantern.Simulation.Simulator.allNodeTimings as Map<string, NodeTimings>;
  const graphs = PAINT_SIMULATIONS.flatMap((simulation) => {
    const timings = all.get(simulation);
    return timings ? [describeGraph(simulation, timings, origin)] : [];
  });
  all.clear();
  return graphs;
}

export interface GraphSummary {
  readonly simulation: PaintSimulation;
  readonly endMs: number;
  readonly requests: number;
  readonly kb: number;
  readonly tasks: number;
  readonly taskMs: number;
  /** The largest requests and the longest tasks, for the report. */
  readonly largest: string[];
}

export function summarizeGraph(graph: LanternGraph, top = 4): GraphSummary {
  const largestRequests = [...graph.requests]
    .sort((a, b) => b.kb - a.kb)
    .slice(0, top)
    .map((request) => `${request.url} ${request.kb} KB`);
  const longestTasks = [...graph.tasks]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map((task) => `[${task.what}] ${task.ms} ms`);
  return {
    simulation: graph.simulation,
    endMs: graph.endMs,
    requests: graph.requests.length,
    kb: round(
      graph.requests.reduce((sum, request) => sum + request.kb, 0),
      1,
    ),
    tasks: graph.tasks.length,
    taskMs: round(graph.tasks.reduce((sum, task) => sum + task.ms, 0)),
    largest: [...largestRequests, ...longestTasks],
  };
}

const SHORT_NAMES: Record<PaintSimulation, string> = {
  optimisticFirstContentfulPaint: 'FCP optimistic',
  pessimisticFirstContentfulPaint: 'FCP pessimistic',
  optimisticLargestContentfulPaint: 'LCP optimistic',
  pessimisticLargestContentfulPaint: 'LCP pessimistic',
};

/** The report's lines for one page: each graph's size, then what weighs most in it. */
export function reportPaintGraphs(summaries: readonly GraphSummary[], indent: string): string[] {
  return summaries.flatMap((summary) => [
    `${indent}${SHORT_NAMES[summary.simulation].padEnd(16)} ${String(summary.endMs).padStart(6)} ms: ${summary.requests} requests ${summary.kb} KB, ${summary.tasks} tasks ${summary.taskMs} ms`,
    `${indent}  ${summary.largest.join(' · ')}`,
  ]);
}
