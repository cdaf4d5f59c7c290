import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { imageTimeLine, measureImageTime, writePhotoSet } from "./image-time";

describe("the image step's time for many photographs", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("makes as many distinct photographs as asked", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "photo-set-"));
    const ids = await writePhotoSet(dir, 7, 320);
    expect(new Set(ids).size).toBe(7);
    const bytes = await Promise.all(
      ids.map((id) => readFile(path.join(dir, `${id}.jpg`), "base64")),
    );
    expect(new Set(bytes).size).toBe(7);
  }, 30_000);

  it("encodes them all cold, and only the added one after", async () => {
    const time = await measureImageTime(3, 320);
    expect(time.cold.encoded).toBe(3);
    expect(time.warm).toMatchObject({ encoded: 1, reused: 3 });
    expect(imageTimeLine(time)).toMatch(
      /^Image step, 3 photographs: cold [\d.]+ s \(3 encoded\); after adding one, [\d.]+ s \(1 encoded, 3 reused\)$/,
    );
  }, 30_000);
});
