import { describe, expect, it } from "vitest";
import { fitQuality, ladder } from "./fit-quality";

/**
 * A stand-in encoder: `perQuality` bytes a quality point, and a similarity
 * that rises with the quality. It records the qualities it was asked for.
 */
function encoder(perQuality: number, similarityAt: (quality: number) => number) {
  const asked: number[] = [];
  return {
    asked,
    encode: (quality: number) => {
      asked.push(quality);
      const data = Buffer.alloc(quality * perQuality);
      data.writeUInt8(quality, 0);
      return Promise.resolve(data);
    },
    similarity: (data: Buffer) => Promise.resolve(similarityAt(data.readUInt8(0))),
  };
}

// Rungs 21, 24, ..., 42, 45.
const base = { ceiling: 45, lowest: 20, rung: 3, floor: 0.8 };

describe("ladder", () => {
  it("steps down from the kind's quality, never below the lowest", () => {
    expect(ladder(45, 20, 3)).toEqual([21, 24, 27, 30, 33, 36, 39, 42, 45]);
    expect(ladder(70, 20, 10)).toEqual([20, 30, 40, 50, 60, 70]);
  });
});

describe("fitQuality", () => {
  it("keeps the kind's quality when it fits, with one encode and nothing measured", async () => {
    const stand = encoder(100, () => 0.95);
    const fitted = await fitQuality({ ...base, budget: 5000, ...stand });
    expect(fitted).toMatchObject({ quality: 45, withinBudget: true });
    expect(fitted.similarity).toBeUndefined();
    expect(stand.asked).toEqual([45]);
  });

  it("finds the highest rung that fits in a few encodes, and measures it", async () => {
    const stand = encoder(100, () => 0.9);
    const fitted = await fitQuality({ ...base, budget: 3150, ...stand });
    expect(fitted).toMatchObject({ quality: 30, similarity: 0.9, withinBudget: true });
    expect(fitted.data.length).toBeLessThanOrEqual(3150);
    expect(stand.asked.length).toBeLessThanOrEqual(5);
  });

  it("finds it in two encodes from the rung another width took", async () => {
    const stand = encoder(100, () => 0.9);
    expect((await fitQuality({ ...base, budget: 3150, hint: 30, ...stand })).quality).toBe(30);
    expect(stand.asked).toEqual([30, 33]);
    const lower = encoder(100, () => 0.9);
    expect((await fitQuality({ ...base, budget: 2800, hint: 30, ...lower })).quality).toBe(27);
    expect(lower.asked).toEqual([30, 27]);
    const higher = encoder(100, () => 0.9);
    expect((await fitQuality({ ...base, budget: 5000, hint: 42, ...higher })).quality).toBe(45);
    expect(higher.asked).toEqual([42, 45]);
  });

  it("stops at the floor, and says the budget gave way", async () => {
    // Similarity reaches 0.80 at quality 36.
    const stand = encoder(100, (quality) => 0.5 + quality / 120);
    const fitted = await fitQuality({ ...base, budget: 2500, ...stand });
    expect(fitted.quality).toBe(36);
    expect(fitted.similarity).toBeCloseTo(0.8);
    expect(fitted.withinBudget).toBe(false);
    expect(stand.asked.length).toBeLessThanOrEqual(9);
  });

  it("spends no more than the kind's quality, even below the floor", async () => {
    const stand = encoder(100, () => 0.6);
    const fitted = await fitQuality({ ...base, budget: 4000, ...stand });
    expect(fitted).toMatchObject({ quality: 45, withinBudget: false });
  });

  it("takes the lowest rung when nothing fits and the floor allows it", async () => {
    const stand = encoder(100, () => 0.9);
    const fitted = await fitQuality({ ...base, budget: 10, ...stand });
    expect(fitted.quality).toBe(21);
    expect(fitted.withinBudget).toBe(false);
  });
});
