// Lighthouse's mobile "slow 4G" settings, applied through the DevTools protocol.
export const SLOW_4G = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
