import { describe, expect, it } from "vitest";
import { changeName, editorLocale, statusLine } from "./site-status";

const record = {
  // 21:05 in Costa Rica (UTC-6), on the 25th.
  builtAt: "2026-11-26T03:05:00.000Z",
  commit: { sha: "0123456789abcdef", message: "New Article: choosing-a-roof +2" },
};

describe("statusLine", () => {
  it("says when, in Costa Rica's time, and from which change, in English", () => {
    expect(statusLine(record, "en")).toBe(
      "The site was last published on 25 Nov at 21:05 (Costa Rica time), from: New Article: choosing-a-roof",
    );
  });

  it("says the same in Spanish", () => {
    expect(statusLine(record, "es")).toBe(
      "El sitio se publicó por última vez el 25 nov a las 21:05 (hora de Costa Rica), a partir de: New Article: choosing-a-roof",
    );
  });

  it("says when alone where the build knew no commit", () => {
    expect(statusLine({ builtAt: record.builtAt }, "en")).toBe(
      "The site was last published on 25 Nov at 21:05 (Costa Rica time).",
    );
    expect(statusLine({ builtAt: record.builtAt, commit: { sha: "abc" } }, "es")).toBe(
      "El sitio se publicó por última vez el 25 nov a las 21:05 (hora de Costa Rica).",
    );
  });

  it("writes midnight as 00, not 24", () => {
    expect(statusLine({ builtAt: "2026-11-26T06:00:00.000Z" }, "en")).toContain(
      "on 26 Nov at 00:00",
    );
  });
});

describe("changeName", () => {
  it("drops the count of other files the editor adds, and nothing else", () => {
    expect(changeName("Edit Project: casa-horizonte +1")).toBe("Edit Project: casa-horizonte");
    expect(changeName("Edit Company details: company")).toBe("Edit Company details: company");
    expect(changeName("Build 2 +3 villas")).toBe("Build 2 +3 villas");
  });
});

describe("editorLocale", () => {
  it("is Spanish for any Spanish tag and English otherwise", () => {
    expect(editorLocale("es")).toBe("es");
    expect(editorLocale("es-CR")).toBe("es");
    expect(editorLocale("en-US")).toBe("en");
    expect(editorLocale("")).toBe("en");
    expect(editorLocale("fr")).toBe("en");
  });
});
