import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { directionsHref, mapsHref, placeMapHref, wazeHref } from "./map-links";

describe("map links", () => {
  it("links to a map of Santa Teresa without an embed", () => {
    expect(mapsHref()).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/.*Santa\+Teresa/);
  });

  it("gives Waze directions to the company's coordinates", () => {
    const url = new URL(wazeHref());
    expect(url.origin + url.pathname).toBe("https://waze.com/ul");
    expect(url.searchParams.get("ll")).toBe(`${site.geo.latitude},${site.geo.longitude}`);
    expect(url.searchParams.get("navigate")).toBe("yes");
  });

  it("gives Google Maps directions to the same coordinates", () => {
    const url = new URL(directionsHref());
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe(`${site.geo.latitude},${site.geo.longitude}`);
  });
});

describe("placeMapHref", () => {
  it("centres a map on a place's coordinates", () => {
    const url = new URL(placeMapHref({ latitude: 9.6482, longitude: -85.1703 }));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("query")).toBe("9.6482,-85.1703");
  });
});
