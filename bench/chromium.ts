// Debian's Chromium as the end-to-end tests and the browser benchmarks launch it (playwright.config.ts,
// bench/lighthouse.ts): the path and the flags that keep it quiet on a build machine.

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (containers), no GPU, no QUIC, and none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
