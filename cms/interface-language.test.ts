import { describe, expect, it } from "vitest";
import { interfaceLanguage, languageOf } from "./interface-language";

/** What the browser keeps for the editor: its preferences, and the language it last spoke. */
const storage = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

describe("the language the editor's configuration is written in", () => {
  it("reads a language tag as the site's language it falls under", () => {
    expect(languageOf("es-CR")).toBe("es");
    expect(languageOf("es-CO")).toBe("es");
    expect(languageOf("en-US")).toBe("en");
    expect(languageOf("fr")).toBe("en");
    expect(languageOf("auto")).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });

  it("follows the browser's first language while the owner has chosen none", () => {
    expect(interfaceLanguage(storage({}), ["es-CR", "en"])).toBe("es");
    expect(interfaceLanguage(storage({}), ["en-GB", "es"])).toBe("en");
    expect(interfaceLanguage(storage({ "sveltia-cms.prefs": '{"locale":"auto"}' }), ["es"])).toBe(
      "es",
    );
  });

  it("follows the language the owner chose in the editor's settings, over the browser's", () => {
    const chosen = storage({ "sveltia-cms.prefs": '{"locale":"es-CO"}' });
    expect(interfaceLanguage(chosen, ["en-US"])).toBe("es");
    const english = storage({ "sveltia-cms.prefs": '{"locale":"en-US"}' });
    expect(interfaceLanguage(english, ["es-CR"])).toBe("en");
  });

  it("follows the language the editor last spoke, for a browser whose first language it lacks", () => {
    expect(interfaceLanguage(storage({ "solera.editor-language": "es" }), ["gl", "es"])).toBe("es");
  });

  it("reads broken preferences as none", () => {
    expect(interfaceLanguage(storage({ "sveltia-cms.prefs": "{" }), ["es"])).toBe("es");
    expect(interfaceLanguage(storage({}), [])).toBe("en");
  });
});
