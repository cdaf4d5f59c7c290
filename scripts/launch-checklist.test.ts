import { describe, expect, it } from "vitest";
import type { LaunchItem } from "~/content/launch-checklist.server";
import { launchChecklist } from "./launch-checklist";

const open = {
  state: "empty",
  labels: [{ en: "Some detail", es: "Algún dato" }],
} as const satisfies Partial<LaunchItem>;

describe("the editor's launch checklist", () => {
  it("names a project's form by the project's title in each language, and opens its entry", () => {
    const [item] = launchChecklist([
      {
        ...open,
        field: "walkthrough.youtube",
        file: "content/projects/casa-nandu/index.en.md",
        collection: "projects",
        entry: "casa-nandu",
        title: { en: "Casa Ñandú House", es: "Casa Ñandú" },
      },
    ]).items;
    expect(item!.form.label.en).toMatch(/^\S.*: Casa Ñandú House$/);
    expect(item!.form.label.es).toMatch(/^\S.*: Casa Ñandú$/);
    expect(item!.form.route).toMatch(/^#\/collections\/projects\/entries\/.*casa-nandu/);
  });

  it("names a company record's form as the editor's list does", () => {
    const [item] = launchChecklist([
      { ...open, field: "legal.name", file: "content/company.json", collection: "company" },
    ]).items;
    expect(item!.form.label).toEqual({ en: "Company details", es: "Datos de la empresa" });
    expect(item!.form.route).toMatch(/^#\/collections\/.+\/entries\/company$/);
  });
});
