import { describe, expect, it } from "vitest";
import { mainThreadWork, outermost, type TraceEvent } from "./cpu-trace";

const frame = "F00D";
const renderer = 10;
const ms = 1000;
const navigationAt = 5_000 * ms;

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name },
});

const mark = (name: string, ts: number, args: Record<string, unknown>): TraceEvent => ({
  name,
  cat: "blink.user_timing",
  ph: "R",
  pid: renderer,
  tid: renderer,
  ts,
  args: { frame, ...args },
});

/** A task on the page's main thread, `at` ms after the navigation's start. */
const task = (
  at: number,
  {
    cpu,
    wall = (cpu ?? 0) * 2,
    name = "RunTask",
    pid = renderer,
    tid = renderer,
  }: Partial<TraceEvent> & { cpu?: number; wall?: number } = {},
): TraceEvent => ({
  name,
  cat: "disabled-by-default-devtools.timeline",
  ph: "X",
  pid,
  tid,
  ts: navigationAt + at * ms,
  dur: wall * ms,
  ...(cpu === undefined ? {} : { tdur: cpu * ms }),
});

/** A load whose event ends 800 ms after its navigation started. */
const load = [
  threadName(renderer, renderer, "CrRendererMain"),
  threadName(renderer, 11, "Compositor"),
  threadName(20, 20, "CrRendererMain"),
  // The blank page the target opened on, then the page.
  mark("navigationStart", navigationAt - 900 * ms, { data: { documentLoaderURL: "" } }),
  mark("navigationStart", navigationAt, {
    data: { documentLoaderURL: "https://localhost/about", isLoadingMainFrame: true },
  }),
  mark("loadEventEnd", navigationAt + 800 * ms, {}),
];

describe("mainThreadWork", () => {
  it("adds up the CPU of the main thread's tasks from the navigation to the settle point", () => {
    const work = mainThreadWork(
      [
        ...load,
        task(-300, { cpu: 50 }), // before the navigation
        task(0, { cpu: 4 }),
        task(200, { cpu: 30, wall: 90 }),
        task(799, { cpu: 6 }),
        task(2799, { cpu: 10 }), // 1,999 ms after the load event
        task(2800, { cpu: 70 }), // at the settle point: out
      ],
      frame,
      2000,
    );
    expect(work.tasks).toBe(4);
    expect(work.threadTime).toBeCloseTo(4 + 30 + 6 + 10);
    expect(work.wallTime).toBeCloseTo(8 + 90 + 12 + 20);
    expect(work.load).toBe(800);
  });

  it("counts a task once, whatever the names nested in it", () => {
    const outer = task(100, { cpu: 20, wall: 30 });
    const inner = { ...task(100, { cpu: 20, wall: 30 }), name: "ThreadControllerImpl::RunTask" };
    const nested = { ...task(110, { cpu: 5, wall: 5 }), name: "RunTask" };
    const work = mainThreadWork([...load, inner, outer, nested], frame, 1000);
    expect(work.tasks).toBe(1);
    expect(work.threadTime).toBeCloseTo(20);
  });

  it("reads the toplevel category's name for a task when the timeline's is not recorded", () => {
    const work = mainThreadWork(
      [...load, task(100, { cpu: 12, name: "ThreadControllerImpl::RunTask" })],
      frame,
      1000,
    );
    expect(work.threadTime).toBeCloseTo(12);
  });

  it("leaves out other threads, other processes and events that are not tasks", () => {
    const work = mainThreadWork(
      [
        ...load,
        task(100, { cpu: 3 }),
        task(100, { cpu: 40, tid: 11 }),
        task(100, { cpu: 40, pid: 20, tid: 20 }),
        task(300, { cpu: 40, name: "ParseHTML" }),
      ],
      frame,
      1000,
    );
    expect(work.tasks).toBe(1);
    expect(work.threadTime).toBeCloseTo(3);
  });

  it("counts a task too short for its thread time to be taken as none", () => {
    const work = mainThreadWork(
      [...load, task(100, { wall: 0.003 }), task(200, { cpu: 2 })],
      frame,
      1000,
    );
    expect(work.tasks).toBe(2);
    expect(work.threadTime).toBeCloseTo(2);
  });

  it("says so when the trace has no navigation or no load event for the page", () => {
    expect(() => mainThreadWork(load, "ANOTHER", 1000)).toThrow(/navigation start/);
    expect(() =>
      mainThreadWork(
        load.filter((event) => event.name !== "loadEventEnd"),
        frame,
        1000,
      ),
    ).toThrow(/load event/);
  });

  it("refuses a navigation marked on a thread other than the renderer's main thread", () => {
    const elsewhere = load.map((event) =>
      event.name === "thread_name" && event.tid === renderer
        ? { ...event, args: { name: "DedicatedWorker thread" } }
        : event,
    );
    expect(() => mainThreadWork(elsewhere, frame, 1000)).toThrow(/main thread/);
  });
});

describe("outermost", () => {
  it("keeps the events no other contains, in order", () => {
    const events: TraceEvent[] = [
      { name: "b", ph: "X", pid: 1, tid: 1, ts: 10, dur: 5 },
      { name: "a", ph: "X", pid: 1, tid: 1, ts: 0, dur: 20 },
      { name: "c", ph: "X", pid: 1, tid: 1, ts: 20, dur: 1 },
    ];
    expect(outermost(events).map((event) => event.name)).toEqual(["a", "c"]);
  });
});
