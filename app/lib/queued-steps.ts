import { wrapIndex } from "./wrap-index";

/**
 * Steps through a gallery whose shown photo comes back from elsewhere (the
 * URL, through the router) a moment after a step asks for it. A step that
 * comes before then starts from the last photo asked for, not from the one
 * still on screen, so quick presses queue up and each one counts.
 */
export class QueuedSteps {
  /** Photos asked for and not yet shown, oldest first. */
  #asked: number[] = [];

  /** The photo `step` places forward (negative: back) lands on, asked for in turn. */
  step(shown: number, step: number, total: number): number {
    const next = wrapIndex((this.#asked.at(-1) ?? shown) + step, total);
    this.#asked.push(next);
    return next;
  }

  /**
   * The photo on screen now. Asks up to the last one for it have arrived; a
   * photo nobody asked for (Back, a link) replaces whatever was asked.
   */
  shown(index: number) {
    const at = this.#asked.lastIndexOf(index);
    this.#asked = at === -1 ? [] : this.#asked.slice(at + 1);
  }
}
