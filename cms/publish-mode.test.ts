import { describe, expect, it } from "vitest";
import { locales } from "../app/i18n/locales";
import { configFor } from "./config";
import { askedPublishMode, choosePublishMode, withPublishMode } from "./publish-mode";

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("the publish mode of a device", () => {
  it("saves straight to the site unless the device asked for review", () => {
    expect(choosePublishMode({ search: "" }, memory())).toBe("direct");
  });

  it("remembers what the address asked for, until it asks otherwise", () => {
    const storage = memory();
    expect(choosePublishMode({ search: "?revision=si" }, storage)).toBe("review");
    expect(choosePublishMode({ search: "" }, storage)).toBe("review");
    expect(choosePublishMode({ search: "?revision=no" }, storage)).toBe("direct");
    expect(choosePublishMode({ search: "" }, storage)).toBe("direct");
  });

  it("reads only sí or no", () => {
    expect(askedPublishMode("?revision=S%C3%AD")).toBe("review");
    expect(askedPublishMode("?revision=maybe")).toBeUndefined();
    expect(askedPublishMode("?other=si")).toBeUndefined();
  });
});

describe("withPublishMode", () => {
  const modes = (locale: (typeof locales)[number], mode: "direct" | "review") =>
    Object.fromEntries(
      (withPublishMode(configFor(locale), mode).collections ?? []).map((collection) => [
        collection.name,
        (collection as { publish_mode?: string }).publish_mode,
      ]),
    );

  it("publishes every save in direct mode, in either language of the editor", () => {
    for (const locale of locales) {
      const direct = Object.values(modes(locale, "direct"));
      expect(direct.length).toBeGreaterThan(0);
      expect(direct).toEqual(direct.map(() => undefined));
      const config = configFor(locale);
      expect(withPublishMode(config, "direct")).toBe(config);
    }
  });

  it("keeps projects and articles as drafts in review, and page texts and diary entries one step", () => {
    for (const locale of locales)
      expect(modes(locale, "review")).toEqual({
        projects: "editorial_workflow",
        news: "editorial_workflow",
        diary: undefined,
        pages: undefined,
      });
  });
});
