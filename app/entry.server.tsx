import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";
// Pre-rendering writes pages in both languages, so it has both dictionaries.
import "./i18n/dictionaries";

export const streamTimeout = 5_000;

/**
 * Renders the pre-rendered pages with React's static renderer: it waits for
 * every lazy part of a page and writes it in place, with no streaming script,
 * so each page reads in full without JavaScript.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerenderToNodeStream(
    <ServerRouter context={routerContext} url={request.url} />,
    // One chunk: React would otherwise move large sections out of place.
    { signal: AbortSignal.timeout(streamTimeout), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(createReadableStreamFromReadable(prelude as unknown as Readable), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
