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
});
