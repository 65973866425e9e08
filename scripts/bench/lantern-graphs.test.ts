import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';

import { describeGraph, describeTask, summarizeGraph, takePaintGraphs } from './lantern-graphs.ts';

const ORIGIN = 'http://localhost:4173';

/** A Lantern network node for a request of `bytes`, as the dependency graph builds it. */
function request(url: string, bytes: number, priority = 'High', resourceType = 'Script') {
  const raw = { url, transferSize: bytes, priority, resourceType };
  return new Lantern.Graph.NetworkNode(raw as unknown as Lantern.Types.NetworkRequest);
}

function task(ts: number, children: { name: string; args?: object }[]) {
  const event = { name: 'RunTask', tid: 1, ts, dur: 1000, args: {} };
  const childEvents = children.map((child) => ({ ...child, ts, dur: 10, args: child.args ?? {} }));
  return new Lantern.Graph.CPUNode(
    event as unknown as Lantern.Types.TraceEvent,
    childEvents as unknown as Lantern.Types.TraceEvent[],
  );
}

describe('Lantern paint graphs', () => {
  it('names a task by what it evaluated, laid out and painted, once each', () => {
    expect(
      describeTask([
        { name: 'EvaluateScript', args: { data: { url: `${ORIGIN}/assets/index-abc.js?v=1` } } },
        { name: 'v8.evaluateModule' },
        { name: 'TimerFire' },
        { name: 'Layout' },
        { name: 'Layout' },
        { name: 'Paint' },
      ]),
    ).toBe('EvaluateScript index-abc.js, v8.evaluateModule, Layout, Paint');
    expect(describeTask([{ name: 'MinorGC' }])).toBe('other');
  });

  it('lists the requests and tasks of a simulation with their simulated times and sizes', () => {
    const entry = request(`${ORIGIN}/assets/index-abc.js`, 175_104);
    const chunk = request(`${ORIGIN}/assets/signed-in-zag.js`, 48_640);
    const status = request('https://api.example.eu/v1/auth/status', 512, 'High', 'Fetch');
    const paint = task(1, [{ name: 'Layout' }, { name: 'Paint' }]);
    const timings = new Map<Lantern.Graph.Node, { startTime: number; endTime: number }>([
      [chunk, { startTime: 310.4, endTime: 1402.6 }],
      [entry, { startTime: 300, endTime: 1200 }],
      [status, { startTime: 1500, endTime: 1800 }],
      [paint, { startTime: 1800, endTime: 1890.4 }],
    ]);

    const graph = describeGraph('pessimisticLargestContentfulPaint', timings, ORIGIN);

    expect(graph.endMs).toBe(1890);
    expect(graph.requests).toEqual([
      { url: '/assets/index-abc.js', kb: 171, type: 'Script', priority: 'High', startMs: 300, endMs: 1200 },
      {
        url: '/assets/signed-in-zag.js',
        kb: 47.5,
        type: 'Script',
        priority: 'High',
        startMs: 310,
        endMs: 1403,
      },
      {
        url: 'https://api.example.eu/v1/auth/status',
        kb: 0.5,
        type: 'Fetch',
        priority: 'High',
        startMs: 1500,
        endMs: 1800,
      },
    ]);
    expect(graph.tasks).toEqual([{ what: 'Layout, Paint', ms: 90, startMs: 1800, endMs: 1890 }]);

    expect(summarizeGraph(graph, 2)).toEqual({
      simulation: 'pessimisticLargestContentfulPaint',
      endMs: 1890,
      requests: 3,
      kb: 219,
      tasks: 1,
      taskMs: 90,
      largest: ['/assets/index-abc.js 171 KB', '/assets/signed-in-zag.js 47.5 KB', '[Layout, Paint] 90 ms'],
    });
  });

  it('takes the four paint simulations Lantern kept and empties its map for the next audit', () => {
    const all = Lantern.Simulation.Simulator.allNodeTimings as Map<string, unknown>;
    const entry = request(`${ORIGIN}/assets/index-abc.js`, 1024);
    all.set('optimisticFirstContentfulPaint', new Map([[entry, { startTime: 0, endTime: 900 }]]));
    all.set('optimisticInteractive', new Map([[entry, { startTime: 0, endTime: 950 }]]));

    const graphs = takePaintGraphs(ORIGIN);

    expect(graphs.map((graph) => [graph.simulation, graph.endMs])).toEqual([
      ['optimisticFirstContentfulPaint', 900],
    ]);
    expect(all.size).toBe(0);
  });
});
