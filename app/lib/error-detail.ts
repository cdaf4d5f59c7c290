import { isRouteErrorResponse } from "react-router";

/**
 * What the error screen says about an error: the status and status text of a
 * route error response, or the message of a thrown error.
 */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error) || error instanceof Response) {
    return [error.status, error.statusText].filter(Boolean).join(" ");
  }
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "Unknown error";
}
