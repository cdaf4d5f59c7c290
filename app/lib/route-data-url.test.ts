import { describe, expect, it } from "vitest";
import { routeDataUrl } from "./route-data-url";

describe("routeDataUrl", () => {
  it("adds .data to the page's path and names the route that asks for it", () => {
    expect(routeDataUrl("/information-news/category/safety", "en.informationNews")).toBe(
      "/information-news/category/safety.data?_routes=en.informationNews",
    );
    expect(routeDataUrl("/es/informacion-y-noticias", "es.informationNews")).toBe(
      "/es/informacion-y-noticias.data?_routes=es.informationNews",
    );
  });

  it("reads the home page as _root and drops a trailing slash", () => {
    expect(routeDataUrl("/", "en.home")).toBe("/_root.data?_routes=en.home");
    expect(routeDataUrl("/es/", "es.home")).toBe("/es.data?_routes=es.home");
  });
});
