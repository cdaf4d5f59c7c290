/**
 * The quality a rendition is published at: the highest, up to its kind's
 * setting, whose file fits the role's budget, as long as the rendition keeps
 * at least the floor's structural similarity to its pixels (decision 055).
 *
 * The qualities tried are rungs of a ladder from the kind's setting down, a
 * few points apart (a rung costs at most a tenth of the bytes). The search is
 * bounded: one encode when the setting fits; else a binary search over the
 * rungs, or, from a `hint` (the rung the same image took at the last width,
 * which the next width nearly always shares), a walk of a rung or two; and,
 * when the rung that fits falls below the floor, the same again upwards, each
 * rung measured. At the kind's own setting the floor changes nothing, so the
 * similarity is measured only below it.
 */

export interface FitOptions {
  /** The kind's quality: the most a rendition gets. */
  ceiling: number;
  /** The lowest quality tried. */
  lowest: number;
  /** Points between rungs. */
  rung: number;
  /** Bytes. */
  budget: number;
  /** The least similarity kept, 0–1. */
  floor: number;
  /** Encodes the rendition at a quality. */
  encode: (quality: number) => Promise<Buffer>;
  /** How alike an encoded rendition is to its pixels, 0–1. */
  similarity: (data: Buffer) => Promise<number>;
  /** Where to look first: the quality the same image took at another width. */
  hint?: number;
}

export interface Fitted {
  quality: number;
  data: Buffer;
  /** Measured below the kind's quality only. */
  similarity?: number;
  /** False when the floor held the rendition above its budget. */
  withinBudget: boolean;
}

/** The qualities tried, lowest first: the ceiling and every `rung` points below it, down to `lowest`. */
export function ladder(ceiling: number, lowest: number, rung: number): number[] {
  const rungs: number[] = [];
  for (let quality = ceiling; quality >= lowest; quality -= rung) rungs.unshift(quality);
  return rungs;
}

/**
 * The highest index of `rungs` for which `ok` holds, given that it holds for
 * every index below one where it holds; -1 when it holds for none. From
 * `start`, it walks; without, it halves.
 */
async function highest(rungs: number, ok: (index: number) => Promise<boolean>, start?: number) {
  let low = 0; // every index below `low` is known to hold
  let high = rungs - 1; // every index above `high` is known to fail
  let found = -1;
  const probe = async (index: number) => {
    if (await ok(index)) {
      found = index;
      low = index + 1;
    } else high = index - 1;
  };
  if (start !== undefined) {
    await probe(start);
    // Walk the way it points, a rung at a time, until the answer is bracketed.
    while (low <= high) await probe(found === -1 || found < start ? high : low);
    return found;
  }
  while (low <= high) await probe(Math.ceil((low + high) / 2));
  return found;
}

export async function fitQuality({
  ceiling,
  lowest,
  rung,
  budget,
  floor,
  encode,
  similarity,
  hint,
}: FitOptions): Promise<Fitted> {
  const rungs = ladder(ceiling, lowest, rung);
  const encoded = new Map<number, Buffer>();
  const at = async (quality: number) => {
    let data = encoded.get(quality);
    if (!data) {
      data = await encode(quality);
      encoded.set(quality, data);
    }
    return data;
  };
  const measured = new Map<number, number>();
  const similar = async (quality: number) => {
    let value = measured.get(quality);
    if (value === undefined) {
      value = await similarity(await at(quality));
      measured.set(quality, value);
    }
    return value;
  };
  const top = rungs.length - 1;

  // Bytes grow with the quality: the highest rung that fits, from the hint
  // when there is one, else from the ceiling down.
  const fits = async (i: number) => (await at(rungs[i]!)).length <= budget;
  const from = hint === undefined ? -1 : rungs.indexOf(hint);
  let index: number;
  if (from !== -1) index = await highest(rungs.length, fits, from);
  else if (await fits(top)) index = top;
  else index = await highest(top, fits);
  index = Math.max(0, index);

  // Similarity grows with the quality too: below the floor, the lowest rung
  // above that keeps it (the ceiling at most, whatever it keeps).
  if (index < top && (await similar(rungs[index]!)) < floor) {
    const above = rungs.slice(index + 1, top);
    const below = async (i: number) => (await similar(above[i]!)) < floor;
    index = index + 1 + (await highest(above.length, below)) + 1;
  }
  const quality = rungs[index]!;
  const data = await at(quality);
  return { quality, data, similarity: measured.get(quality), withinBudget: data.length <= budget };
}
