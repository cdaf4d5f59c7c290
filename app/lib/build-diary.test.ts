import { describe, expect, it } from "vitest";
import {
  diaryWords,
  entryAddresses,
  newestFirst,
  photoAlts,
  photoLines,
  splitDiary,
  updatedLabel,
} from "./build-diary";

const entry = (key: string, date: string) => ({ key, date });

describe("entryAddresses", () => {
  it("gives each entry its day, and a second entry of a day the day and its place", () => {
    const addresses = entryAddresses([
      entry("casa-2026-11-20", "2026-11-20"),
      entry("casa-2026-11-13", "2026-11-13"),
      entry("casa-2026-11-20-1", "2026-11-20"),
    ]);
    expect(Object.fromEntries(addresses)).toEqual({
      "casa-2026-11-13": "2026-11-13",
      "casa-2026-11-20": "2026-11-20",
      "casa-2026-11-20-1": "2026-11-20-2",
    });
  });

  it("keeps every address as newer entries come, however many", () => {
    const diary = Array.from({ length: 50 }, (_, week) => {
      const day = new Date(Date.UTC(2026, 0, 2 + week * 7)).toISOString().slice(0, 10);
      return entry(`casa-${day}`, day);
    });
    const before = entryAddresses(diary.slice(0, 10));
    const after = entryAddresses(diary);
    for (const [key, address] of before) expect(after.get(key), key).toBe(address);
    expect(new Set(after.values()).size).toBe(50);
  });

  it("orders a day's entries as they were added, the tenth after the second", () => {
    const day = "2026-11-20";
    const keys = [
      "casa-2026-11-20",
      "casa-2026-11-20-1",
      "casa-2026-11-20-2",
      "casa-2026-11-20-10",
    ];
    const addresses = entryAddresses(keys.map((key) => entry(key, day)).reverse());
    expect(keys.map((key) => addresses.get(key))).toEqual([
      "2026-11-20",
      "2026-11-20-2",
      "2026-11-20-3",
      "2026-11-20-4",
    ]);
  });
});

describe("newestFirst", () => {
  it("puts the newest day first, and on one day the entry added later", () => {
    const sorted = [
      entry("b-2026-01-09", "2026-01-09"),
      entry("b-2026-02-13", "2026-02-13"),
      entry("b-2026-02-13-1", "2026-02-13"),
    ].sort(newestFirst);
    expect(sorted.map((e) => e.key)).toEqual(["b-2026-02-13-1", "b-2026-02-13", "b-2026-01-09"]);
  });
});

describe("splitDiary", () => {
  it("shows the newest entries in full and lists the rest", () => {
    const entries = Array.from({ length: 50 }, (_, index) => index);
    const { latest, earlier } = splitDiary(entries, 3);
    expect(latest).toEqual([0, 1, 2]);
    expect(earlier).toHaveLength(47);
    expect([...latest, ...earlier]).toEqual(entries);
  });

  it("lists nothing when every entry is shown", () => {
    expect(splitDiary(["a", "b"], 3)).toEqual({ latest: ["a", "b"], earlier: [] });
  });
});

describe("photoAlts", () => {
  it("describes each photo by its line, in order, whatever blank lines and spaces", () => {
    expect(photoLines("  Rebar of the slab \n\n The pump\n")).toEqual([
      "Rebar of the slab",
      "The pump",
    ]);
    expect(photoAlts("Rebar\nThe pump", 2, (n) => `Photo ${n}`)).toEqual(["Rebar", "The pump"]);
  });

  it("names a photo left without a line by its place, and leaves out lines with no photo", () => {
    expect(photoAlts("Rebar", 3, (n) => `Photo ${n}`)).toEqual(["Rebar", "Photo 2", "Photo 3"]);
    expect(photoAlts("Rebar\nPump\nCrane", 1, (n) => `Photo ${n}`)).toEqual(["Rebar"]);
  });
});

describe("updatedLabel", () => {
  it("gives a card the day of the newest entry, without the year of the build", () => {
    expect(updatedLabel("2026-11-12", "2026-11-27", "en")).toBe("Updated Nov 12");
    expect(updatedLabel("2026-11-12", "2026-11-27", "es")).toBe("Actualizado el 12 nov");
  });

  it("writes September the Costa Rican way", () => {
    expect(updatedLabel("2026-09-04", "2026-11-27", "es")).toBe("Actualizado el 4 set");
  });

  it("adds the year when the entry is from another year than the build's", () => {
    expect(updatedLabel("2025-12-19", "2026-01-08", "en")).toBe("Updated Dec 19, 2025");
    expect(updatedLabel("2025-12-19", "2026-01-08", "es")).toBe("Actualizado el 19 dic 2025");
  });
});

describe("the diary's words", () => {
  it("has every word in both languages, with the same places to fill", () => {
    const places = (text: string) => text.match(/\{\w+\}/g)?.sort() ?? [];
    for (const [key, english] of Object.entries(diaryWords.en)) {
      const spanish = diaryWords.es[key as keyof typeof diaryWords.es];
      expect(spanish, key).not.toBe(english);
      expect(places(spanish), key).toEqual(places(english));
    }
  });
});
