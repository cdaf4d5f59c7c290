/**
 * What one page load's trace says of the page's main thread (bench/cpu.ts,
 * docs/decisions/083): the CPU time of its top-level tasks, from the
 * navigation's start to a settle point a fixed time after its load event.
 *
 * A task's `tdur` is the CPU time its thread spent in it (its "thread
 * time"); its `dur` is its time by the wall, which also counts the thread's
 * wait for a core. The tasks are the main thread's outermost `RunTask`s
 * (Chromium's scheduler runs every piece of a page's work in one: parsing,
 * style, layout, paint, scripts, timers, input, garbage collected in them),
 * on the `CrRendererMain` thread of the process that rendered the page.
 */

/** The fields of a Chrome trace event the reading needs (the Trace Event Format). */
export interface TraceEvent {
  name: string;
  cat?: string;
  /** Phase: "X" a complete event with a duration, "R" or "I" a mark, "M" metadata. */
  ph: string;
  pid: number;
  tid: number;
  /** Start, in microseconds. */
  ts: number;
  /** Wall duration, in microseconds. */
  dur?: number;
  /** Thread (CPU) duration, in microseconds: absent on events too short to time. */
  tdur?: number;
  args?: Record<string, unknown>;
}

/**
 * The names Chromium gives a main-thread task: `RunTask` in the DevTools
 * timeline's category, `ThreadControllerImpl::RunTask` in `toplevel`. One
 * task carries both, nested; only the outermost counts.
 */
export const taskNames: readonly string[] = ["RunTask", "ThreadControllerImpl::RunTask"];

/** The trace categories a load is recorded with: the tasks and the navigation's marks. */
export const traceCategories = ["toplevel", "blink.user_timing", "__metadata"];

export interface MainThreadWork {
  /** Milliseconds of CPU in the window's tasks. */
  threadTime: number;
  /** Milliseconds by the wall in the same tasks, for a reader to see the wait beside it. */
  wallTime: number;
  tasks: number;
  /** Milliseconds from the navigation's start to the load event's end. */
  load: number;
}

const data = (event: TraceEvent) => event.args?.data as Record<string, unknown> | undefined;

/**
 * The main thread's work for the page in `frame` (its DevTools frame id,
 * which is its target's id), from its navigation's start to `settleMs` after
 * its load event. A task counts when it starts inside the window.
 */
export function mainThreadWork(
  events: readonly TraceEvent[],
  frame: string,
  settleMs: number,
): MainThreadWork {
  // The main frame's navigation to the page (not the blank page it started
  // from, whose loader has no URL).
  const start = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.frame === frame &&
      /^https?:/.test(String(data(event)?.documentLoaderURL ?? "")),
  );
  if (!start) throw new Error("the trace has no navigation start for the page");
  const load = events.find(
    (event) =>
      event.name === "loadEventEnd" &&
      event.args?.frame === frame &&
      event.pid === start.pid &&
      event.ts >= start.ts,
  );
  if (!load) throw new Error("the trace has no load event for the page");
  const mainThread = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === start.pid &&
      event.tid === start.tid,
  );
  const threadName = mainThread?.args?.name;
  if (threadName !== undefined && threadName !== "CrRendererMain") {
    throw new Error(
      `the page's navigation was marked on ${String(threadName)}, not its main thread`,
    );
  }
  const end = load.ts + settleMs * 1000;
  const tasks = outermost(
    events.filter(
      (event) =>
        event.ph === "X" &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        taskNames.includes(event.name),
    ),
  ).filter((task) => task.ts >= start.ts && task.ts < end);
  const sum = (read: (task: TraceEvent) => number | undefined) =>
    tasks.reduce((total, task) => total + (read(task) ?? 0), 0) / 1000;
  return {
    threadTime: sum((task) => task.tdur),
    wallTime: sum((task) => task.dur),
    tasks: tasks.length,
    load: (load.ts - start.ts) / 1000,
  };
}

/** The events not inside another of them (events of one thread nest; they never overlap). */
export function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kept: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of sorted) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}
