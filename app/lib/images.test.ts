import { describe, expect, it } from "vitest";
import { altText, fallbackSrc, imageUrl, loaderImage, srcSet, type ImageAsset } from "./images";
import { localize } from "./localize";

const image = { path: "/images/hero/home-abc12345", widths: [640, 960, 1280, 1920] };

describe("image URLs", () => {
  it("names each file by path, width and format", () => {
    expect(imageUrl(image.path, 960, "avif")).toBe("/images/hero/home-abc12345-960.avif");
  });

  it("lists every width in a srcset with its w descriptor", () => {
    expect(srcSet(image, "webp")).toBe(
      "/images/hero/home-abc12345-640.webp 640w, /images/hero/home-abc12345-960.webp 960w, " +
        "/images/hero/home-abc12345-1280.webp 1280w, /images/hero/home-abc12345-1920.webp 1920w",
    );
  });

  it("falls back to a middle-sized JPEG", () => {
    expect(fallbackSrc(image)).toBe("/images/hero/home-abc12345-960.jpg");
    expect(fallbackSrc({ path: "/x", widths: [480] })).toBe("/x-480.jpg");
  });
});

describe("text alternatives", () => {
  const asset: ImageAsset = {
    id: "news/hillside-lots",
    path: "/images/news/hillside-lots-abc",
    width: 1200,
    height: 800,
    widths: [480, 800, 1200],
    placeholder: "",
    alt: { en: "A terraced hillside lot", es: "Un lote en terrazas" },
  };

  it("reads the alt text in the page's language", () => {
    expect(altText(asset, "es")).toBe("Un lote en terrazas");
  });

  it("keeps only one language for a loader to send, which still reads as itself", () => {
    const spanish: ImageAsset = localize(asset, "es");
    expect(spanish.alt).toBe("Un lote en terrazas");
    expect(JSON.stringify(spanish)).not.toContain("terraced");
    expect(altText(spanish, "es")).toBe("Un lote en terrazas");
    expect(spanish.path).toBe(asset.path);
  });

  it("sends a loader's image in one language, without its placeholder", () => {
    const sent = loaderImage({ ...asset, placeholder: "data:image/webp;base64,AAAA" }, "en");
    expect(sent.alt).toBe("A terraced hillside lot");
    expect(sent.placeholder).toBe("");
    expect(sent.widths).toEqual(asset.widths);
  });
});
