import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "~/folders.server";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { site } from "~/site";
import { mailtoHref, reviewLinks, socialLinks, telHref, whatsappHref } from "./contact-links";

/**
 * The company's phone as the owner keeps it, read from the file of the
 * content being built (CONTENT_DIR, as the site reads it) rather than restated.
 */
const { phone } = JSON.parse(readFileSync(path.join(contentDir(), "company.json"), "utf8")) as {
  phone: { e164: string };
};

describe("telHref", () => {
  it("dials the E.164 number", () => {
    expect(telHref()).toBe(`tel:${phone.e164}`);
    expect(telHref()).toMatch(/^tel:\+\d+$/);
  });
});

describe("mailtoHref", () => {
  it("addresses the company with the inquiry's subject, and no draft", () => {
    const url = new URL(mailtoHref("es"));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe("Consulta de construcción");
    expect(url.searchParams.has("body")).toBe(false);
  });

  it("encodes spaces as %20, not +", () => {
    expect(mailtoHref("en")).not.toContain("+");
  });
});

describe("whatsappHref", () => {
  const greeting = es["chat.message"];

  it("opens a chat with the company number and the dictionary's message", () => {
    const url = new URL(whatsappHref(en["chat.message"]));
    // wa.me takes the international number's digits, without the plus sign.
    expect(url.origin + url.pathname).toBe(`https://wa.me/${phone.e164.slice(1)}`);
    expect(url.searchParams.get("text")).toBe(en["chat.message"]);
  });

  it("adds the project's details, one per line, after the greeting", () => {
    const text = new URL(
      whatsappHref(greeting, [
        ["Tipo de proyecto", "Casa nueva"],
        ["El lote", "Ya tengo lote"],
      ]),
    ).searchParams.get("text");
    expect(text).toMatch(
      /sus servicios\.\n\nTipo de proyecto: Casa nueva\nEl lote: Ya tengo lote$/,
    );
  });

  it("encodes accents and punctuation in the Spanish message", () => {
    const href = whatsappHref(greeting);
    expect(href).toContain("%C2%A1Hola"); // ¡Hola
    expect(href).not.toMatch(/[ ¡ñá+]/);
    expect(new URL(href).searchParams.get("text")).toMatch(/^¡Hola, Solera/);
  });
});

describe("socialLinks", () => {
  it("lists every social profile from the constants", () => {
    expect(socialLinks().map((link) => link.href)).toEqual(Object.values(site.social));
  });
});

describe("reviewLinks", () => {
  const place = "https://maps.app.goo.gl/AbCd1234";
  const write = "https://g.page/r/CAbCd1234/review";

  it("offers reading the reviews, then leaving one, once both links are filled in", () => {
    expect(reviewLinks({ place, write })).toEqual([
      { key: "read", label: "reviews.read", href: place },
      { key: "write", label: "reviews.write", href: write },
    ]);
  });

  it("offers each link only once it is filled in, and none while the profile is unknown", () => {
    expect(reviewLinks({ place: "", write }).map((link) => link.key)).toEqual(["write"]);
    expect(reviewLinks({ place, write: " " }).map((link) => link.key)).toEqual(["read"]);
    expect(reviewLinks({ place: "", write: "" })).toEqual([]);
    expect(reviewLinks({})).toEqual([]);
  });

  it("names its words in both languages", () => {
    for (const { label } of reviewLinks({ place, write })) {
      expect(en[label]).toBeTruthy();
      expect(es[label]).toBeTruthy();
    }
  });
});
