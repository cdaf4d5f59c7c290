import type { IncomingMessage, ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";

/**
 * A request and its response, over HTTP/1.1 or HTTP/2 (whose compatibility
 * API has the same methods and fields the handlers use).
 */
export type Request = IncomingMessage | Http2ServerRequest;
export type Response = ServerResponse | Http2ServerResponse;
