/**
 * Whether the machine stayed as fast through a Lighthouse run as it was
 * before it. Lighthouse reads the machine's benchmark index once, before the
 * page loads, and simulates a phone from the page's trace; on a shared
 * machine another job can start during the run and stretch its tasks, so its
 * blocking time belongs to no index. The bench reads the same benchmark in
 * Node right after every run and takes a run again when the machine had
 * slowed down by more than a quarter meanwhile (docs/decisions/056).
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** Lighthouse's benchmark, run in this process: about a second. */
export function nodeBenchmarkIndex(): number {
  return pageFunctions.computeBenchmarkIndex();
}

/** How much slower the machine may turn during a run before the run is taken again. */
export const steadyRatio = 0.75;

/** True when the reading after a run is within a quarter of the one before it. */
export function steady(before: number, after: number): boolean {
  return after >= before * steadyRatio;
}
