import { describe, expect, it } from "vitest";
import { content } from "~/content/content.server";
import {
  privacyPageData,
  privacyPolicy,
  privacySectionIds,
  type PrivacyBlock,
  type PrivacySectionId,
} from "~/content/pages.server";
import { locales } from "~/i18n/locales";
import { findPlaceholder } from "~/lib/placeholder";
import { videoHost } from "~/lib/video";
import { site } from "~/site";

function blockText(block: PrivacyBlock): string[] {
  switch (block.kind) {
    case "p":
      return [block.text];
    case "list":
      return block.items;
    case "facts":
      return block.items.flatMap((item) => [item.term, item.detail]);
  }
}

function sectionText(locale: (typeof locales)[number], id: PrivacySectionId): string {
  const section = privacyPageData(locale).sections.find((s) => s.id === id);
  if (!section) throw new Error(`missing section ${id} in ${locale}`);
  return [section.title, ...section.blocks.flatMap(blockText)].join("\n");
}

function allText(locale: (typeof locales)[number]): string[] {
  const { intro, sections } = privacyPageData(locale);
  return [intro, ...sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockText)])];
}

describe.each(locales)("privacy policy (%s)", (locale) => {
  it("has its sections in the required order", () => {
    const ids = privacyPageData(locale).sections.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(privacySectionIds.slice(0, ids.length));
  });

  it("has an intro and a title and content for every section", () => {
    expect(privacyPageData(locale).intro.trim()).not.toBe("");
    for (const section of privacyPageData(locale).sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it("states the retention periods", () => {
    const retention = privacyPageData(locale).sections.find((s) => s.id === "retention");
    const list = retention?.blocks.find((b) => b.kind === "list");
    expect(list?.kind === "list" ? list.items : []).toHaveLength(4);
    const text = sectionText(locale, "retention");
    for (const years of ["10", "5", "4"]) expect(text).toMatch(new RegExp(`\\b${years}\\b`));
  });

  it("cites Law 8968, PRODHAB, its five-business-day deadline and the 30-day answer time", () => {
    const text = sectionText(locale, "rights");
    expect(text).toContain("8968");
    expect(text).toMatch(locale === "en" ? /five business days/ : /cinco días hábiles/);
    expect(text).toContain("PRODHAB");
    expect(text).toMatch(/\b30\b/);
    expect(text).toContain(site.email);
  });

  it("names the video host under sharing, and says nothing reaches it before a tap", () => {
    // A project that shows a walkthrough sends a visitor who plays it to this host.
    if (!content().projects.some((project) => project.walkthrough)) return;
    const text = sectionText(locale, "sharing");
    expect(text).toContain(new URL(videoHost).hostname.replace(/^www\./, ""));
    expect(text).toContain("YouTube");
    expect(text).toMatch(
      locale === "en"
        ? /until you tap play[^.]*nothing is requested from YouTube/
        : /mientras usted no toque[^.]*no se solicita nada a YouTube/,
    );
    expect(sectionText(locale, "cookies")).toContain("YouTube");
  });

  describe("the data controller", () => {
    const { privacy, company } = content();
    const file = `content/privacy/index.${locale}.md`;
    const registered = {
      ...company,
      legal: {
        name: "Solera Design Build S.A.",
        cedulaJuridica: "3-101-123456",
        address: "Playa Santa Teresa, 200 m norte del cruce, Cóbano, Puntarenas",
      },
    };
    const controller = (facts: typeof company) => {
      const section = privacyPolicy(privacy[locale], facts, file).sections[0]!;
      return {
        text: [section.title, ...section.blocks.flatMap(blockText)].join("\n"),
        paragraphs: section.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : [])),
        facts: section.blocks.flatMap((b) => (b.kind === "facts" ? b.items : [])),
      };
    };

    it("is named by its registered name, cédula jurídica and address once they are known", () => {
      const { paragraphs, facts } = controller(registered);
      expect(paragraphs.some((p) => p.startsWith(company.name))).toBe(true);
      for (const value of Object.values(registered.legal)) {
        expect(facts.filter((f) => f.detail === value)).toHaveLength(1);
      }
    });

    it("is named by the company's name alone while they are empty, with no empty line", () => {
      for (const legal of [{ name: "", cedulaJuridica: "", address: "" }, {}]) {
        const { text, paragraphs, facts } = controller({ ...company, legal });
        // The sentence naming the controller stays, whole.
        expect(paragraphs.some((p) => p.startsWith(company.name))).toBe(true);
        expect(text).not.toMatch(/\{\w+\}|\(\s*\)|:\s*[.,]|\s[.,;)]/);
        for (const f of facts) expect(f.detail.trim(), f.term).not.toBe("");
        expect(facts.map((f) => f.detail)).toEqual(
          expect.arrayContaining([company.name, company.email, company.phone.display]),
        );
        expect(facts.length).toBe(controller(registered).facts.length - 3);
      }
    });

    it("leaves out only what is still empty", () => {
      const { facts } = controller({
        ...company,
        legal: { ...registered.legal, cedulaJuridica: "" },
      });
      const details = facts.map((f) => f.detail);
      expect(details).toContain(registered.legal.name);
      expect(details).toContain(registered.legal.address);
      expect(details).not.toContain("");
      expect(facts.length).toBe(controller(registered).facts.length - 1);
    });
  });

  it("shows no bracketed placeholder", () => {
    for (const text of allText(locale)) expect(findPlaceholder(text), text).toBeUndefined();
  });

  it("gives the company's e-mail and phone", () => {
    const company = sectionText(locale, "company");
    expect(company).toContain(site.name);
    expect(company).toContain(site.email);
    expect(company).toContain(site.phone.display);
    const facts = privacyPageData(locale).sections[0]?.blocks.find((b) => b.kind === "facts");
    expect(facts).toBeDefined();
  });

  it("names the language cookie in the cookies section", () => {
    expect(sectionText(locale, "cookies")).toContain("lang");
  });

  it("is plain text, without markdown or HTML", () => {
    for (const text of allText(locale)) {
      expect(text).not.toMatch(/[<>*#`]|\]\(/);
    }
  });
});

describe("Spanish privacy policy", () => {
  it("has no untranslated English", () => {
    for (const text of allText("es")) expect(text.toLowerCase()).not.toContain("you ");
  });
});
