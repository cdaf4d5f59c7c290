import { describe, expect, it } from "vitest";
import { photoFromHash, photoHash } from "./photo-hash";

describe("photoHash and photoFromHash", () => {
  it("number photos from 1 in the URL and from 0 in code", () => {
    expect(photoHash(0)).toBe("#photo-1");
    expect(photoFromHash("#photo-1", 9)).toBe(0);
    expect(photoFromHash(photoHash(8), 9)).toBe(8);
  });

  it("ignore a hash that names no photo of the gallery", () => {
    for (const hash of ["", "#", "#photo-0", "#photo-10", "#photo-01", "#photo-x", "#main"]) {
      expect(photoFromHash(hash, 9), hash).toBeNull();
    }
  });
});
