/**
 * The system Chromium and the flags every automated run starts it with.
 * Without the background-networking flags Chromium keeps trying to reach
 * Google's services, which a closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
