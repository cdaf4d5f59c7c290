import { describe, expect, it } from "vitest";
import { previewPath, wrapTitle } from "./preview";

describe("previewPath", () => {
  it.each([
    ["/", "/og/home.jpg"],
    ["/es", "/og/es/home.jpg"],
    ["/about", "/og/about.jpg"],
    ["/es/nosotros", "/og/es/nosotros.jpg"],
    ["/es/proyectos/villa-cielo", "/og/es/proyectos/villa-cielo.jpg"],
    ["/information-news/hillside-lots", "/og/information-news/hillside-lots.jpg"],
  ])("%s -> %s", (url, file) => {
    expect(previewPath(url)).toBe(file);
  });
});

describe("wrapTitle", () => {
  it("breaks at spaces without passing the limit", () => {
    expect(wrapTitle("Homes built for the Pacific coast", 16)).toEqual([
      "Homes built for",
      "the Pacific",
      "coast",
    ]);
  });

  it("keeps a word longer than the limit on its own line", () => {
    expect(wrapTitle("A extraordinarily long", 8)).toEqual(["A", "extraordinarily", "long"]);
  });
});
