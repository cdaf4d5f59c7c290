// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { refusal, sayRefusalsAlone } from "./save-refusal";

/** The editor's error dialog as Sveltia CMS draws it, with the cause of the failed save. */
function errorDialog(cause: string) {
  document.body.innerHTML = `
    <div role="alertdialog" aria-labelledby="c1-title" aria-describedby="c1-body">
      <div class="header"><div class="title" id="c1-title">Error</div></div>
      <div class="body" id="c1-body">Se produjo un error al guardar la entrada. Inténtalo de nuevo más tarde. <div class="error">${cause}</div></div>
      <div class="footer"><button>OK</button></div>
    </div>`;
  return document.querySelector('[role="alertdialog"]')!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sayRefusalsAlone", () => {
  const refused = "Falta describir la foto: escriba en «Descripción de la imagen» lo que muestra.";

  it("gives the dialog of a refused save the refusal alone, under a title in the editor's language", async () => {
    const error = refusal(refused);
    expect(error.message).toBe("saving_failed");
    expect((error.cause as Error).message).toBe(refused);
    sayRefusalsAlone("es");
    const dialog = errorDialog(refused);
    await settle();
    expect(dialog.querySelector("#c1-title")!.textContent).toBe("No se guardó");
    expect(dialog.querySelector("#c1-body")!.textContent!.trim()).toBe(refused);

    // The same dialog, later, for a save that failed on the way to GitHub: the editor's words again.
    dialog.querySelector(".error")!.textContent = "Failed to fetch";
    await settle();
    expect(dialog.querySelector("#c1-title")!.textContent).toBe("Error");
    expect(dialog.querySelector("#c1-body")!.textContent).toMatch(
      /^Se produjo un error al guardar la entrada\. Inténtalo de nuevo más tarde\. Failed to fetch$/,
    );
  });

  it("leaves a dialog it does not know as the editor drew it", async () => {
    sayRefusalsAlone("en");
    const dialog = errorDialog("Failed to fetch");
    await settle();
    expect(dialog.textContent).toContain("Inténtalo de nuevo más tarde.");
    expect(dialog.querySelector("#c1-title")!.textContent).toBe("Error");
  });
});
