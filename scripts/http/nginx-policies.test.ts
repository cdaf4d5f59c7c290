import { describe, expect, it } from "vitest";
import { editorPolicy } from "./csp";
import { nginxPolicies } from "./nginx-policies";

describe("nginxPolicies", () => {
  const text = nginxPolicies(
    [
      { file: "/index.html", policy: "script-src 'self' 'sha256-a'" },
      { file: "/404.html", policy: "script-src 'self' 'sha256-b'" },
    ],
    new Map([["/es/about", "/es/nosotros"]]),
  );

  it("maps each page to its own policy, with the strict default for the rest", () => {
    expect(text).toContain(`    /index.html "script-src 'self' 'sha256-a'";`);
    expect(text).toMatch(/default "default-src 'none';/);
  });

  it("caches hashed folders for a year, revalidates pages and the build record, never stores 404s", () => {
    expect(text).toContain('~^/(assets|images)/ "public, max-age=31536000, immutable";');
    expect(text).toContain('~\\.html$ "public, max-age=0, must-revalidate";');
    expect(text).toContain('/404.html "no-store";');
    expect(text).toContain('    /build.json "no-cache";');
  });

  it("gives the editor its own policy and a noindex header, and nothing else a robots header", () => {
    expect(text).toContain(`    ~^/admin(/|$) "${editorPolicy}";`);
    expect(text).toMatch(
      /map \$uri \$solera_robots \{\n {4}default "";\n {4}~\^\/admin\(\/\|\$\) "noindex, nofollow";\n\}/,
    );
  });

  it("lets only the editor's sign-in window report back to the page that opened it", () => {
    expect(text).toMatch(
      /map \$uri \$solera_opener \{\n {4}default "same-origin";\n {4}~\^\/admin\(\/\|\$\) "same-origin-allow-popups";\n\}/,
    );
  });

  it("carries the table of pages that moved", () => {
    expect(text).toContain("map $uri $solera_redirect {");
    expect(text).toContain("    /es/about /es/nosotros;");
  });
});
