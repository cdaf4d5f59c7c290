import { describe, expect, it, vi } from "vitest";
import { localeChunk } from "./locale-chunk";

describe("localeChunk", () => {
  it("fetches each language's chunk once and gives the same promise every time", async () => {
    const en = vi.fn(async () => ({ default: "english" }));
    const es = vi.fn(async () => ({ default: "español" }));
    const data = localeChunk({ en, es });
    const first = data("es");
    expect(data("es")).toBe(first);
    expect(await first).toBe("español");
    expect(es).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
    expect(await data("en")).toBe("english");
  });

  it("marks a fetched promise as React's use() reads it, so data already here does not suspend", async () => {
    const data = localeChunk({
      en: async () => ({ default: "english" }),
      es: async () => ({ default: "español" }),
    });
    const promise = data("en");
    expect(promise).not.toHaveProperty("status");
    await promise;
    expect(promise).toMatchObject({ status: "fulfilled", value: "english" });
  });
});
