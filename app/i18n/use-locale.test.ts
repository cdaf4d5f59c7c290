import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { matchedAlternates } from "./use-locale";

const match = (id: string, data?: unknown) =>
  ({ id, pathname: "", params: {}, data, handle: undefined, loaderData: data }) as UIMatch;

describe("matchedAlternates", () => {
  it("takes a page's twins from app/pages.ts by its route", () => {
    expect(matchedAlternates([match("root"), match("es.about")])).toEqual({
      en: "/about",
      es: "/es/nosotros",
    });
  });

  it("prefers the twins an item's loader declares over its list page's", () => {
    const alternates = { en: "/projects/sky-house", es: "/es/proyectos/casa-cielo" };
    expect(
      matchedAlternates([
        match("root"),
        match("en.projects", { projects: [] }),
        match("en.project", { project: {}, alternates }),
      ]),
    ).toEqual(alternates);
  });

  it("finds none for a page that does not exist", () => {
    expect(matchedAlternates([match("root"), match("es.not-found")])).toBeNull();
  });
});
