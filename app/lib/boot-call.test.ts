import { describe, expect, it } from "vitest";
import { bootCall } from "./boot-call";

describe("bootCall", () => {
  it("calls the function with its arguments as JSON", () => {
    expect(bootCall("function f(a,b){}", "lang", ["/es"], 2)).toBe(
      "function f(a,b){}".replace(/^/, "(") + ')("lang",["/es"],2)',
    );
    expect(bootCall("function f(){}")).toBe("(function f(){})()");
  });

  it("never lets an argument end the script it is written into", () => {
    const call = bootCall("function f(a){}", "</script><script>alert(1)</script>");
    expect(call).not.toContain("</script>");
    expect(eval(`[${call.slice(call.indexOf(")(") + 2, -1)}]`)).toEqual([
      "</script><script>alert(1)</script>",
    ]);
  });
});
