import { once } from "node:events";
import { connect } from "node:http2";
import { afterEach, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "../scripts/http/self-signed";
import { floorPage, serveFloor } from "./floor";

describe("the floor page", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("is served whole at any path, as HTML, never from a cache", async () => {
    const floor = await serveFloor(0);
    close = floor.close;
    const response = await fetch(new URL("/any/path", floor.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(floorPage);
  });

  it("closes with a browser's HTTP/2 session still open", async () => {
    const floor = await serveFloor(0, selfSignedCertificate());
    const session = connect(floor.url, { rejectUnauthorized: false });
    const request = session.request({ ":path": "/" });
    request.resume();
    await once(request, "end");
    // The session stays open after the page, as a browser's does.
    expect(session.closed).toBe(false);
    await floor.close();
    if (!session.destroyed) await once(session, "close");
    expect(session.destroyed).toBe(true);
  });

  it("holds nothing a page could cut: no script, stylesheet, font or image", () => {
    expect(floorPage).not.toMatch(/<script|<link|<style|<img|<svg|style=|@font-face/i);
    // What Lighthouse's categories read, so every run has all its scores.
    expect(floorPage).toMatch(/<html lang="en">/);
    expect(floorPage).toMatch(/<title>[^<]+<\/title>/);
    expect(floorPage).toMatch(/<meta name="viewport"/);
    expect(floorPage).toMatch(/<meta name="description" content="[^"]+">/);
  });
});
