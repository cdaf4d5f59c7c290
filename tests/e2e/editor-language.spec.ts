import { test } from "@playwright/test";
import { dictionaries } from "~/i18n/dictionaries";
import { configFor } from "../../cms/config";
import { content, expect, expectNothingWrong, openEditor, revealField } from "./editor-session";

/**
 * The editor in the owner's language: its configuration is written in the
 * language of its interface, which follows the browser's until the owner
 * chooses another in the editor's settings.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ locale: "es-CR" });

interface Labelled {
  name: string;
  label: string;
  fields?: Labelled[];
}
const collectionsIn = (locale: "en" | "es") =>
  configFor(locale).collections as unknown as Labelled[];
const projectFields = (locale: "en" | "es") =>
  collectionsIn(locale).find((collection) => collection.name === "projects")!.fields!;

test("speaks Spanish to a Spanish-language browser: its collections, a project's fields and choices", async ({
  page,
}) => {
  const session = await openEditor(page);
  const tree = page.getByRole("tree", { name: "Lista de colecciones" });
  for (const collection of collectionsIn("es"))
    await expect(tree.getByRole("treeitem", { name: collection.label })).toBeVisible();

  const project = content.projects.find((entry) => entry.status === "completed")!;
  await page.getByText(`${project.title.en} · ${project.location}`).click();
  const pane = page.getByRole("group", { name: /Editar el contenido en .Inglés./ });
  await expect(pane).toBeVisible();
  // The first fields of the form, by their Spanish labels and never their English ones.
  const [spanish, english] = [projectFields("es"), projectFields("en")];
  for (const [index, field] of spanish.slice(0, 4).entries()) {
    await expect(pane.getByText(field.label, { exact: true }).first()).toBeVisible();
    await expect(pane.getByText(english[index]!.label, { exact: true })).toHaveCount(0);
  }
  const status = await revealField(pane, /“\W?Estado\W?”/);
  await expect(status).toContainText(dictionaries.es[`projects.status.${project.status}`]);
  await expect(status).not.toContainText(dictionaries.en[`projects.status.${project.status}`]);
  await expectNothingWrong(page, session);
});

test("turns its forms to English when the owner switches the interface to English", async ({
  page,
}) => {
  const session = await openEditor(page);
  await expect(page.getByRole("treeitem", { name: "Proyectos" })).toBeVisible();
  await page.getByRole("button", { name: "Mostrar el menú de la cuenta" }).click();
  await page.getByRole("menuitem", { name: /Ajustes/ }).click();
  await page.getByRole("tab", { name: "Idioma" }).click();
  await page.getByRole("combobox", { name: "Seleccionar idioma" }).click();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("option", { name: /English \(US\)/ }).click();
  await reloaded;
  // The local copy may have to be opened again after the reload.
  const localCopy = page.getByRole("button", { name: "Work with Local Repository" });
  const tree = page.getByRole("tree", { name: "Collection List" });
  await expect(localCopy.or(tree)).toBeVisible();
  if (await localCopy.isVisible()) await localCopy.click();
  for (const collection of collectionsIn("en"))
    await expect(tree.getByRole("treeitem", { name: collection.label })).toBeVisible();
  await expect(page.getByRole("treeitem", { name: "Proyectos" })).toHaveCount(0);
  await expectNothingWrong(page, session);
});
