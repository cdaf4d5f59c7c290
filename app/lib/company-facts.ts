/**
 * The company facts content/company.json may leave empty until the company
 * knows them: what the privacy policy names as the data controller, and the
 * registrations under the "Licensed & Insured" badge, the links to its
 * reviews. Each shows on the site once filled in, and the build warns while
 * one is empty.
 */
export const factsToCome = {
  "legal.name": "registered name, the razón social",
  "legal.cedulaJuridica": "cédula jurídica",
  "legal.address": "registered address",
  "credentials.cfia": "CFIA registration number",
  "credentials.ins": "INS policy number",
  "reviews.place": "Google Maps link to the Business Profile",
  "reviews.write": "Google link to leave a review",
} as const;

export type FactToCome = keyof typeof factsToCome;

interface CompanyFacts {
  legal: { name?: string; cedulaJuridica?: string; address?: string };
  credentials?: { cfia?: string; ins?: string };
  reviews?: { place?: string; write?: string };
}

/** The facts still empty, as "group.field" paths, in the order of `factsToCome`. */
export function missingFacts(company: CompanyFacts): FactToCome[] {
  const value = (path: FactToCome) => {
    const [group, field] = path.split(".") as [keyof CompanyFacts, string];
    return (company[group] as Record<string, string | undefined> | undefined)?.[field];
  };
  return (Object.keys(factsToCome) as FactToCome[]).filter((path) => !value(path)?.trim());
}

/** The build's warning for the facts still empty, naming the file and each field; undefined when none is. */
export function missingFactsWarning(
  file: string,
  missing: readonly FactToCome[],
): string | undefined {
  if (missing.length === 0) return undefined;
  const fields = missing.map((path) => `"${path}" (${factsToCome[path]})`).join(", ");
  return (
    `${file}: not filled in yet, so the site leaves ${missing.length === 1 ? "it" : "them"} out: ${fields}. ` +
    `Fill ${missing.length === 1 ? "it" : "each"} in once known (docs/editing.md, "Company facts still to come").`
  );
}
