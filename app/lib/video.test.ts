import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../scripts/http/csp";
import type { ImageAsset } from "./images";
import {
  embedSrc,
  newsVideoHref,
  policyAllowsFrame,
  videoHost,
  walkthroughShown,
  walkthroughVideo,
  watchHref,
  youtubeId,
} from "./video";

describe("youtubeId", () => {
  it("reads the id from every link YouTube gives, and from the id alone", () => {
    for (const pasted of [
      "M7lc1UVf-VE",
      " M7lc1UVf-VE ",
      "https://youtu.be/M7lc1UVf-VE",
      "https://youtu.be/M7lc1UVf-VE?si=Xy_12ab",
      "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      "https://www.youtube.com/watch?feature=shared&v=M7lc1UVf-VE&t=42s",
      "http://youtube.com/watch?v=M7lc1UVf-VE",
      "https://m.youtube.com/watch?v=M7lc1UVf-VE",
      "https://www.youtube.com/shorts/M7lc1UVf-VE",
      "https://www.youtube.com/live/M7lc1UVf-VE?feature=share",
      "https://www.youtube.com/embed/M7lc1UVf-VE",
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0",
      "youtu.be/M7lc1UVf-VE",
    ]) {
      expect(youtubeId(pasted), pasted).toBe("M7lc1UVf-VE");
    }
  });

  it("refuses what is not a YouTube video", () => {
    for (const pasted of [
      "",
      "M7lc1UVf-V",
      "M7lc1UVf-VE1",
      "M7lc1UVf VE",
      "https://vimeo.com/76979871",
      "https://www.youtube.com/@soleradesignbuild",
      "https://www.youtube.com/watch?list=PL123",
      "https://evil.example/watch?v=M7lc1UVf-VE",
      "https://youtube.com.evil.example/watch?v=M7lc1UVf-VE",
      'M7lc1UVf-VE"><script>',
    ]) {
      expect(youtubeId(pasted), pasted).toBeNull();
    }
  });
});

describe("the player's and the video's addresses", () => {
  it("loads the player from the privacy-enhanced domain, starting at once, in the page's language", () => {
    const src = new URL(embedSrc("M7lc1UVf-VE", "es"));
    expect(src.origin).toBe(videoHost);
    expect(videoHost).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe("/embed/M7lc1UVf-VE");
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: "1",
      rel: "0",
      playsinline: "1",
      hl: "es",
    });
    expect(new URL(embedSrc("M7lc1UVf-VE", "en")).searchParams.get("hl")).toBe("en");
  });

  it("leads a visitor without scripts to the video's page on YouTube", () => {
    expect(watchHref("M7lc1UVf-VE")).toBe("https://www.youtube.com/watch?v=M7lc1UVf-VE");
  });

  it("leads a news video to its own page once the item names it, else to the channel", () => {
    const channel = "https://www.youtube.com/@soleradesignbuild";
    expect(newsVideoHref("M7lc1UVf-VE", channel)).toBe(watchHref("M7lc1UVf-VE"));
    expect(newsVideoHref(undefined, channel)).toBe(channel);
  });
});

describe("policyAllowsFrame", () => {
  it("reads a page's policy as the build writes it, with and without the video's frame", () => {
    expect(policyAllowsFrame(contentSecurityPolicy({ frameSources: [videoHost] }), videoHost)).toBe(
      true,
    );
    // default-src 'none' and no frame-src: no frame at all.
    expect(policyAllowsFrame(contentSecurityPolicy(), videoHost)).toBe(false);
  });

  it("falls back from frame-src to child-src to default-src, as browsers do", () => {
    expect(policyAllowsFrame(`child-src ${videoHost}; default-src 'none'`, videoHost)).toBe(true);
    expect(policyAllowsFrame("frame-src 'self'; child-src *", videoHost)).toBe(false);
    expect(policyAllowsFrame("default-src https:", videoHost)).toBe(true);
    expect(policyAllowsFrame("default-src *", videoHost)).toBe(true);
    expect(policyAllowsFrame("script-src 'self'", videoHost)).toBe(true);
  });

  it("matches the origin by scheme, host and wildcard, and nothing looser", () => {
    expect(policyAllowsFrame("frame-src www.youtube-nocookie.com", videoHost)).toBe(true);
    expect(policyAllowsFrame("frame-src https://*.youtube-nocookie.com", videoHost)).toBe(true);
    expect(policyAllowsFrame("frame-src http://www.youtube-nocookie.com", videoHost)).toBe(false);
    expect(policyAllowsFrame("frame-src https://www.youtube.com", videoHost)).toBe(false);
    expect(policyAllowsFrame("frame-src https://youtube-nocookie.com", videoHost)).toBe(false);
    expect(policyAllowsFrame("frame-src 'none'", videoHost)).toBe(false);
  });

  it("allows the frame where the document has no policy of its own", () => {
    expect(policyAllowsFrame(null, videoHost)).toBe(true);
    expect(policyAllowsFrame("", videoHost)).toBe(true);
  });
});

describe("walkthroughVideo", () => {
  const poster: ImageAsset = {
    id: "projects/villa-cielo/03",
    path: "/images/projects/villa-cielo/03-abc",
    width: 1600,
    height: 1067,
    widths: [800, 1600],
    placeholder: "",
    alt: "",
  };

  it("names the video by the project in the page's language, for the poster and the player", () => {
    const en = walkthroughVideo({ id: "M7lc1UVf-VE", poster, title: "Villa Cielo" }, "en");
    expect(en).toMatchObject({
      origin: videoHost,
      href: watchHref("M7lc1UVf-VE"),
      src: embedSrc("M7lc1UVf-VE", "en"),
      poster,
      play: "Play the video walk-through of Villa Cielo",
      frame: "Video walk-through of Villa Cielo",
    });
    const es = walkthroughVideo({ id: "M7lc1UVf-VE", poster, title: "Villa Cielo" }, "es");
    expect(es.play).toBe("Reproducir el recorrido en video de Villa Cielo");
    expect(es.heading).toBe("Recorrido en video");
    expect(es.note).toContain("YouTube");
  });
});

describe("walkthroughShown", () => {
  it("keeps a walkthrough off the page while its video is still a stand-in", () => {
    expect(walkthroughShown({ unconfirmed: ["youtube"] })).toBe(false);
  });

  it("shows it once the owner has unticked it, or never marked it", () => {
    expect(walkthroughShown({ unconfirmed: [] })).toBe(true);
    expect(walkthroughShown({})).toBe(true);
    expect(walkthroughShown(undefined)).toBe(false);
  });
});
