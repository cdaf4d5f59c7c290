import { execSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { selfSignedCertificate, trustFlag } from "./self-signed";

describe("trustFlag", () => {
  it("names the certificate's public key as Chromium's documentation computes it", () => {
    const { cert } = selfSignedCertificate();
    const hash = execSync(
      "openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64",
      { input: cert },
    )
      .toString()
      .trim();
    expect(trustFlag(cert)).toBe(`--ignore-certificate-errors-spki-list=${hash}`);
  });

  it("tells one certificate from another", () => {
    expect(trustFlag(selfSignedCertificate().cert)).not.toBe(
      trustFlag(selfSignedCertificate().cert),
    );
  });
});

describe("selfSignedCertificate", () => {
  it("is for localhost, or for the host names it is given", () => {
    expect(new X509Certificate(selfSignedCertificate().cert).subjectAltName).toBe(
      "DNS:localhost, IP Address:127.0.0.1",
    );
    const site = new X509Certificate(selfSignedCertificate(["soleradesignbuild.com"]).cert);
    expect(site.checkHost("soleradesignbuild.com")).toBe("soleradesignbuild.com");
    expect(site.checkHost("localhost")).toBeUndefined();
  });
});
