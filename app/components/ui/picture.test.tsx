// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageAsset } from "~/lib/images";
import { heroPreload } from "./page-hero";
import { Picture, preloadImage } from "./picture";

afterEach(cleanup);

const image: ImageAsset = {
  id: "hero/home",
  path: "/images/hero/home-abc",
  width: 1920,
  height: 1280,
  widths: [640, 960, 1920],
  placeholder: "data:image/webp;base64,AAAA",
  alt: "A villa at dusk",
};

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/*", Component: () => element }]);
  return render(<Stub initialEntries={[path]} />).container;
}

describe("Picture", () => {
  it("offers AVIF and WebP sources and a JPEG img with real sizes", () => {
    const root = renderAt("/", <Picture image={image} sizes="(min-width: 768px) 50vw, 100vw" />);
    const sources = root.querySelectorAll("picture source");
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toContain("/images/hero/home-abc-1920.avif 1920w");
    expect(sources[0]?.getAttribute("sizes")).toBe("(min-width: 768px) 50vw, 100vw");
    const img = root.querySelector("picture img");
    expect(img?.getAttribute("src")).toBe("/images/hero/home-abc-960.jpg");
    expect(img?.hasAttribute("srcset")).toBe(false);
    expect(img?.getAttribute("width")).toBe("1920");
    expect(img?.getAttribute("height")).toBe("1280");
  });

  it("loads lazily and decodes asynchronously by default", () => {
    const img = renderAt("/", <Picture image={image} sizes="100vw" />).querySelector("picture img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads the priority image eagerly and first", () => {
    const img = renderAt("/", <Picture image={image} sizes="100vw" priority />).querySelector(
      "picture img",
    );
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("leaves the blurred placeholder out when asked", () => {
    const withPlaceholder = { ...image, placeholder: "data:image/webp;base64,AAAA" };
    expect(
      renderAt("/", <Picture image={withPlaceholder} sizes="100vw" />).querySelectorAll("img"),
    ).toHaveLength(2);
    expect(
      renderAt(
        "/",
        <Picture image={withPlaceholder} sizes="100vw" placeholder={false} />,
      ).querySelectorAll("img"),
    ).toHaveLength(1);
  });

  it("describes the image with the alt text its content gives", () => {
    expect(
      renderAt("/", <Picture image={image} sizes="100vw" />).querySelector("picture img"),
    ).toHaveProperty("alt", "A villa at dusk");
  });

  it("shows a hidden blurred placeholder under the image", () => {
    const root = renderAt("/", <Picture image={image} sizes="100vw" />);
    const placeholder = root.querySelector('img[aria-hidden="true"]');
    expect(placeholder?.getAttribute("src")).toBe(image.placeholder);
    expect(placeholder?.getAttribute("alt")).toBe("");
  });

  it("adds portrait sources for phones when the image has a portrait crop", () => {
    const withCrop = {
      ...image,
      portrait: {
        path: "/images/hero/home-abc-portrait",
        widths: [480, 1080],
        width: 1080,
        height: 1440,
      },
    };
    const root = renderAt("/", <Picture image={withCrop} sizes="100vw" />);
    const portrait = root.querySelectorAll('source[media*="portrait"]');
    expect(portrait).toHaveLength(2);
    expect(portrait[0]?.getAttribute("srcset")).toContain("-portrait-1080.avif 1080w");
  });
});

describe("preloadImage", () => {
  it("preloads the AVIF srcset with high priority", () => {
    expect(preloadImage(image, "100vw")).toEqual([
      expect.objectContaining({
        rel: "preload",
        as: "image",
        type: "image/avif",
        imageSizes: "100vw",
        fetchPriority: "high",
        imageSrcSet: expect.stringContaining("home-abc-960.avif 960w"),
      }),
    ]);
  });
});

describe("heroPreload", () => {
  it("gives a route's meta the hero's preload links, full width", () => {
    expect(heroPreload(image)).toEqual([
      expect.objectContaining({ tagName: "link", rel: "preload", imageSizes: "100vw" }),
    ]);
  });

  it("preloads nothing for a page that draws no hero image", () => {
    expect(heroPreload(null)).toEqual([]);
    expect(heroPreload(undefined)).toEqual([]);
  });
});
