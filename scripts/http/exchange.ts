import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";

/**
 * A request and its response, over HTTP/1.1 or HTTP/2 (whose compatibility
 * API has the same methods and fields the handlers use).
 */
export type Request = IncomingMessage | Http2ServerRequest;
export type Response = ServerResponse | Http2ServerResponse;

/** `res.writeHead`, whose two APIs agree at run time but not in their types. */
export function writeHead(res: Response, status: number, headers: OutgoingHttpHeaders): Response {
  return res instanceof ServerResponse
    ? res.writeHead(status, headers)
    : res.writeHead(status, headers);
}
