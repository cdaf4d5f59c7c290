/**
 * The phone the bench's own instruments load pages on, Lighthouse's mobile
 * profile: its Moto G Power's screen (412 × 823 CSS pixels at a device pixel
 * ratio of 1.75) and user agent, a slow 4G network (150 ms round trip, 1.6
 * Mbps down, 750 Kbps up) and a processor four times slower than the
 * machine's. Lighthouse simulates the network and the processor; the first
 * taps (bench/taps.ts) and the main thread's work (bench/cpu.ts) apply them
 * through the DevTools protocol.
 */
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from "lighthouse/core/config/constants.js";

const { rttMs, throughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;

export const mobileScreen = {
  width: screenEmulationMetrics.mobile.width,
  height: screenEmulationMetrics.mobile.height,
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
} as const;

export const mobileUserAgent = userAgents.mobile;

/** `Network.emulateNetworkConditions`: latency in ms, throughputs in bytes per second. */
export const mobileNetwork = {
  offline: false,
  latency: rttMs,
  downloadThroughput: (throughputKbps * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** `Emulation.setCPUThrottlingRate`'s rate for Lighthouse's phone. */
export const mobileCpuSlowdown = cpuSlowdownMultiplier;
