import { describe, expect, it } from "vitest";
import { summarizeTaps, tapMisses, tapTable, type TapMeasurement } from "./taps-summary";

const tap = (overrides: Partial<TapMeasurement>): TapMeasurement => ({
  control: "menu",
  url: "/",
  moment: "first paint",
  response: 100,
  inp: 40,
  ...overrides,
});

describe("summarizeTaps", () => {
  it("keeps one row per control and moment, with the median response and the worst INP", () => {
    const rows = summarizeTaps([
      tap({ response: 900, inp: 30 }),
      tap({ response: 1200, inp: 80 }),
      tap({ response: 1000, inp: 50 }),
      tap({ moment: "2 s later", response: 60, inp: 20 }),
    ]);
    expect(rows).toEqual([
      {
        control: "menu",
        url: "/",
        moment: "first paint",
        taps: 3,
        lost: 0,
        response: 1000,
        inp: 80,
      },
      { control: "menu", url: "/", moment: "2 s later", taps: 1, lost: 0, response: 60, inp: 20 },
    ]);
  });

  it("counts a tap without a response as lost and leaves it out of the median", () => {
    const [row] = summarizeTaps([tap({ response: null }), tap({ response: 300 })]);
    expect(row).toMatchObject({ taps: 2, lost: 1, response: 300 });
    const [none] = summarizeTaps([tap({ response: null, inp: null })]);
    expect(none).toMatchObject({ lost: 1, response: null, inp: null });
  });
});

describe("tapMisses", () => {
  const row = summarizeTaps([tap({})])[0]!;

  it("passes a row within every target", () => {
    expect(tapMisses(row)).toEqual([]);
    expect(tapMisses({ ...row, response: 200 })).toEqual([]);
    // Below a millisecond is below what the table shows.
    expect(tapMisses({ ...row, moment: "2 s later", response: 200.4 })).toEqual([]);
  });

  it("names lost taps and a slow response for the moment of the tap", () => {
    expect(tapMisses({ ...row, lost: 1 })).toEqual(["1 of 1 taps lost"]);
    expect(tapMisses({ ...row, response: 201 })).toEqual(["response 201 ms > 200 ms"]);
    expect(tapMisses({ ...row, moment: "2 s later", response: 201 })).toEqual([
      "response 201 ms > 200 ms",
    ]);
    // INP is reported, not a target.
    expect(tapMisses({ ...row, inp: 250 })).toEqual([]);
  });
});

describe("tapTable", () => {
  it("writes a row per control and moment, with a dash for what was not measured", () => {
    const table = tapTable([
      ...summarizeTaps([tap({ response: 181.6, inp: 24 })]),
      ...summarizeTaps([tap({ control: "language switch", response: null, inp: null })]),
    ]);
    expect(table.split("\n")).toEqual([
      "| control | page | tap at | lost | response (median) | INP (worst) | meets targets |",
      "| --- | --- | --- | --: | --: | --: | --- |",
      "| menu | / | first paint | 0/1 | 182 ms | 24 ms | yes |",
      "| language switch | / | first paint | 1/1 | — | — | 1 of 1 taps lost |",
    ]);
  });
});
