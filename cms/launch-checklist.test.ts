// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChecklistItem, LaunchChecklist } from "../app/launch-checklist";
import {
  checklistLocale,
  drawChecklist,
  onFirstScreen,
  rows,
  showLaunchChecklist,
  startsOpen,
} from "./launch-checklist";

const company = {
  label: { en: "Company details", es: "Datos de la empresa" },
  route: "#/collections/pages/entries/company",
};
const registered = { en: "Registered company", es: "Sociedad inscrita" };
const policy = { en: "Completes the policy.", es: "Completa la política." };
const untick = { en: "Still to confirm", es: "Por confirmar" };

const items: ChecklistItem[] = [
  {
    state: "empty",
    labels: [registered, { en: "Registered name", es: "Razón social" }],
    unlocks: policy,
    form: company,
  },
  {
    state: "empty",
    labels: [registered, { en: "Cédula jurídica", es: "Cédula jurídica" }],
    unlocks: policy,
    form: company,
  },
  {
    state: "stand-in",
    labels: [{ en: "Phone and WhatsApp", es: "Teléfono y WhatsApp" }],
    unlocks: { en: "On every page.", es: "En todas las páginas." },
    untick,
    form: company,
  },
  {
    state: "stand-in",
    labels: [{ en: "Walkthrough video", es: "Video del recorrido" }],
    untick,
    form: {
      label: { en: "Project: casa-horizonte", es: "Proyecto: casa-horizonte" },
      route: "#/collections/projects/entries/casa-horizonte/index",
    },
  },
];

describe("rows", () => {
  it("puts the items of one group that say the same on one line, and keeps the others apart", () => {
    expect(rows(items.slice(0, 3), "es")).toEqual([
      {
        state: "empty",
        label: "Sociedad inscrita › Razón social, Cédula jurídica",
        unlocks: "Completa la política.",
      },
      { state: "stand-in", label: "Teléfono y WhatsApp", unlocks: "En todas las páginas." },
    ]);
  });
});

describe("drawChecklist", () => {
  const draw = (list: LaunchChecklist, locale: "en" | "es") => {
    const panel = document.createElement("aside");
    drawChecklist(panel, list, locale, true);
    return panel;
  };

  it("counts every item, groups them by form, each with a link to it, in Spanish", () => {
    const panel = draw({ items }, "es");
    expect(panel.lang).toBe("es");
    expect(panel.querySelector("summary")!.textContent).toBe(
      "Antes del lanzamiento: faltan 4 datos",
    );
    const links = [...panel.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["Abrir Datos de la empresa", "#/collections/pages/entries/company"],
      ["Abrir Proyecto: casa-horizonte", "#/collections/projects/entries/casa-horizonte/index"],
    ]);
    expect(panel.textContent).toContain("desmárquelo en «Por confirmar»");
    expect(panel.textContent).toContain("Video del recorrido");
  });

  it("says how to close only the kinds of item the list has, in English", () => {
    const empty = draw({ items: items.slice(0, 1) }, "en");
    expect(empty.querySelector("summary")!.textContent).toBe(
      "Before launch: 1 detail still needed",
    );
    expect(empty.textContent).toContain("Fill in each empty detail");
    expect(empty.textContent).not.toContain("untick");
    const temporary = draw({ items: items.slice(2, 3) }, "en");
    expect(temporary.textContent).not.toContain("Fill in each empty detail");
    expect(temporary.textContent).toContain("untick it under “Still to confirm”");
    expect(temporary.textContent).not.toContain("written consent");
    expect(temporary.textContent).not.toContain("design views");
  });

  it("says a sample must become a real job with the client's consent, and a drawing a photo", () => {
    const project = {
      label: { en: "Project: Villa Cielo", es: "Proyecto: Villa Cielo" },
      route: "#/collections/projects/entries/villa-cielo/index",
    };
    const list: LaunchChecklist = {
      items: [
        { state: "sample", labels: [{ en: "Sample", es: "De muestra" }], form: project },
        {
          state: "drawing",
          labels: [
            { en: "Gallery", es: "Galería" },
            { en: "13 of 13 pictures", es: "13 de 13 imágenes" },
          ],
          form: project,
        },
      ],
    };
    const es = draw(list, "es");
    expect(es.textContent).toContain("permiso escrito del cliente");
    expect(es.textContent).toContain("vistas de diseño");
    expect(es.querySelectorAll("section")).toHaveLength(1);
    expect([...es.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "De muestra Aún no es un trabajo real",
      "Galería › 13 de 13 imágenes Dibujos",
    ]);
    const en = draw(list, "en");
    expect(en.textContent).toContain("client's written consent");
    expect(en.textContent).toContain("replace each with a photo");
    expect(en.textContent).not.toContain("Fill in each empty detail");
  });
});

describe("onFirstScreen", () => {
  it("is a list of the editor, not a form, the media or the settings", () => {
    for (const hash of ["#/collections", "#/collections/projects", "#/collections/pages/"])
      expect(onFirstScreen(hash), hash).toBe(true);
    for (const hash of [
      "",
      "#/collections/pages/entries/company",
      "#/collections/projects/new",
      "#/assets",
      "#/workflow",
    ])
      expect(onFirstScreen(hash), hash).toBe(false);
  });
});

describe("checklistLocale", () => {
  it("speaks Spanish for any Spanish, English otherwise", () => {
    expect(checklistLocale("es-CR")).toBe("es");
    expect(checklistLocale("es")).toBe("es");
    expect(checklistLocale("en-US")).toBe("en");
    expect(checklistLocale("")).toBe("en");
  });
});

describe("startsOpen", () => {
  it("is folded on a phone-sized screen and open on a larger one, until the owner folds or opens it", () => {
    expect(startsOpen(null, true)).toBe(false);
    expect(startsOpen(null, false)).toBe(true);
    expect(startsOpen("open", true)).toBe(true);
    expect(startsOpen("folded", false)).toBe(false);
  });
});

describe("showLaunchChecklist", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    sessionStorage.clear();
    localStorage.clear();
  });

  it("keeps the owner's fold through the editor's redraws, and replaces nothing they hold", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ items }));
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
      },
    );
    localStorage.setItem("sveltia-cms.user", "{}");
    window.location.hash = "#/collections/pages";
    document.documentElement.lang = "es";
    showLaunchChecklist(document);
    await vi.waitFor(() => expect(document.querySelector("summary")).not.toBeNull());
    const summary = document.querySelector("summary")!;

    // The editor names its language again, and the list is read again on a list.
    document.documentElement.lang = "es-CR";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelector("summary")).toBe(summary);

    summary.click();
    expect(sessionStorage.length).toBe(1);
    // A redraw in the other language draws it folded, as the owner left it.
    document.documentElement.lang = "en";
    await vi.waitFor(() => expect(document.querySelector("summary")).not.toBe(summary));
    expect(document.querySelector("details")!.open).toBe(false);

    // Opened again, it stays open through the next redraw.
    document.querySelector("summary")!.click();
    const reopened = document.querySelector("summary")!;
    document.documentElement.lang = "es";
    await vi.waitFor(() => expect(document.querySelector("summary")).not.toBe(reopened));
    expect(document.querySelector("details")!.open).toBe(true);
  });
});
