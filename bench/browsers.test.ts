import { describe, expect, it } from "vitest";
import { browserChoice, browserName, browserPaths, browsersFor } from "./browsers";

describe("browserChoice", () => {
  it("measures in both browsers unless told otherwise", () => {
    expect(browserChoice([], {})).toBe("both");
    expect(browserChoice(["--photos", "--browser=full"], {})).toBe("full");
    expect(browserChoice([], { BENCH_BROWSER: "shell" })).toBe("shell");
  });

  it("refuses a browser it does not know", () => {
    expect(() => browserChoice(["--browser=firefox"], {})).toThrow(/full, shell or both/);
  });
});

describe("browsersFor", () => {
  const everything = () => true;

  it("puts the shell first and tells the full browser to run without a window", () => {
    expect(browsersFor("both", { exists: everything })).toEqual([
      { name: "headless shell", path: browserPaths.shell, flags: [] },
      { name: "Chromium", path: browserPaths.full, flags: ["--headless=new"] },
    ]);
  });

  it("measures in the full browser alone where the shell is not installed", () => {
    const noShell = (file: string) => file !== browserPaths.shell;
    expect(browsersFor("both", { exists: noShell }).map((b) => b.name)).toEqual(["Chromium"]);
    expect(() => browsersFor("shell", { exists: noShell })).toThrow(/chromium-headless-shell/);
  });

  it("measures a named browser alone", () => {
    expect(
      browsersFor("both", { custom: "/opt/chrome-headless-shell", exists: everything }),
    ).toEqual([{ name: "headless shell", path: "/opt/chrome-headless-shell", flags: [] }]);
    expect(browserName("/usr/bin/google-chrome")).toBe("Chromium");
  });
});
