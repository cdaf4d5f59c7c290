import { describe, expect, it } from "vitest";
import { fallbackSrc, imageUrl, loaderImage, srcSet, withAlt, type ImageFile } from "./images";

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
  const file: ImageFile = {
    id: "news/hillside-lots",
    path: "/images/news/hillside-lots-abc",
    width: 1200,
    height: 800,
    widths: [480, 800, 1200],
    placeholder: "data:image/webp;base64,AAAA",
  };

  it("joins an image's files with the alt text its content gives", () => {
    expect(withAlt(file, "Un lote en terrazas")).toEqual({ ...file, alt: "Un lote en terrazas" });
  });

  it("sends a loader's image with its alt text, without its placeholder", () => {
    const sent = loaderImage(file, "A terraced hillside lot");
    expect(sent.alt).toBe("A terraced hillside lot");
    expect(sent.placeholder).toBe("");
    expect(sent.widths).toEqual(file.widths);
  });
});
