import { describe, expect, it } from "vitest";
import { notFoundOnClient } from "./not-found";

describe("notFoundOnClient", () => {
  it("passes the data through when it can be fetched", async () => {
    await expect(notFoundOnClient(Promise.resolve({ slug: "budgeting" }))).resolves.toEqual({
      slug: "budgeting",
    });
  });

  it("answers 404 when it cannot", async () => {
    const error: unknown = await notFoundOnClient(Promise.reject(new Error("no .data"))).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});
