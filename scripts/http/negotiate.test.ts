import { describe, expect, it } from "vitest";
import { acceptsEncoding, isNotModified, weakEtag } from "./negotiate";

describe("acceptsEncoding", () => {
  it("reads the codings a client lists", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding("gzip, deflate", "gzip")).toBe(true);
    expect(acceptsEncoding("GZIP", "gzip")).toBe(true);
  });

  it("honours q-values and the wildcard", () => {
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0.5", "br")).toBe(true);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding("*;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding("br;q=0, *", "br")).toBe(false);
  });

  it("refuses without a header", () => {
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
    expect(acceptsEncoding("", "gzip")).toBe(false);
    expect(acceptsEncoding("identity", "gzip")).toBe(false);
  });
});

describe("isNotModified", () => {
  const mtime = new Date("2025-01-02T03:04:05.678Z");
  const etag = weakEtag(1234, mtime.getTime());

  it("builds a weak ETag that changes with size or time", () => {
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(weakEtag(1235, mtime.getTime())).not.toBe(etag);
    expect(weakEtag(1234, mtime.getTime() + 1000)).not.toBe(etag);
  });

  it("matches If-None-Match weakly, in lists and with *", () => {
    expect(isNotModified({ "if-none-match": etag }, etag, mtime)).toBe(true);
    expect(isNotModified({ "if-none-match": etag.slice(2) }, etag, mtime)).toBe(true);
    expect(isNotModified({ "if-none-match": `W/"x", ${etag}` }, etag, mtime)).toBe(true);
    expect(isNotModified({ "if-none-match": "*" }, etag, mtime)).toBe(true);
    expect(isNotModified({ "if-none-match": 'W/"other"' }, etag, mtime)).toBe(false);
  });

  it("falls back to If-Modified-Since, at one-second precision", () => {
    expect(isNotModified({ "if-modified-since": mtime.toUTCString() }, etag, mtime)).toBe(true);
    const earlier = new Date(mtime.getTime() - 2000).toUTCString();
    expect(isNotModified({ "if-modified-since": earlier }, etag, mtime)).toBe(false);
    expect(isNotModified({ "if-modified-since": "garbage" }, etag, mtime)).toBe(false);
  });

  it("lets If-None-Match win over If-Modified-Since", () => {
    const headers = { "if-none-match": 'W/"other"', "if-modified-since": mtime.toUTCString() };
    expect(isNotModified(headers, etag, mtime)).toBe(false);
  });
});
