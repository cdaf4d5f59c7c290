import { describe, expect, it } from "vitest";
import { nginxPolicies } from "./nginx-policies";

describe("nginxPolicies", () => {
  const text = nginxPolicies(
    ["/404.html", "/es/404.html"],
    new Map([["/es/about", "/es/nosotros"]]),
  );

  it("holds no policy per page: each page carries its own", () => {
    expect(text).not.toContain("Content-Security-Policy");
    expect(text).not.toContain("$solera_csp");
    expect(text).not.toMatch(/sha256/);
  });

  it("caches hashed folders for a year, revalidates pages and the build record, never stores 404s", () => {
    expect(text).toContain('~^/(assets|images)/ "public, max-age=31536000, immutable";');
    expect(text).toContain('~\\.html$ "public, max-age=0, must-revalidate";');
    expect(text).toContain('/404.html "no-store";');
    expect(text).toContain('    /build.json "no-cache";');
  });

  it("gives the editor a noindex header, and nothing else a robots header", () => {
    expect(text).toMatch(
      /map \$uri \$solera_robots \{\n {4}default "";\n {4}~\^\/admin\(\/\|\$\) "noindex, nofollow";\n\}/,
    );
  });

  it("carries the table of pages that moved", () => {
    expect(text).toContain("map $uri $solera_redirect {");
    expect(text).toContain("    /es/about /es/nosotros;");
  });
});
