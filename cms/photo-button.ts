import type { Locale } from "../app/i18n/locales";

/**
 * A "Choose photo" button in every image field that holds one picture or
 * none (decision 052), and a "Choose photos" button in an empty field that
 * takes several, such as a diary entry's (decision 078). The editor's own
 * way in is Browse, then Upload, the photos, and Insert (or Replace,
 * Upload, the photo, Insert): four taps on a phone, where a photo cannot be
 * dragged onto the field. This button opens the field's own file picker,
 * the one a dropped photo goes through, so the photos are converted and
 * named exactly as dropped ones, and take the place of the picture the
 * field held: two taps, the button and the photos, chosen at once.
 */

const className = "solera-photo-button";

const words: Record<Locale, { one: string; several: string }> = {
  en: { one: "Choose photo", several: "Choose photos" },
  es: { one: "Elegir foto", several: "Elegir fotos" },
};

/** The file picker of the field a drop area belongs to, if the field takes images. */
function pickerOf(area: Element): HTMLInputElement | undefined {
  const target = area.closest(".drop-target");
  const picker = target?.parentElement?.querySelector<HTMLInputElement>(
    ':scope > input[type="file"]',
  );
  return picker && picker.accept.split(",").some((type) => type.trim().startsWith("image"))
    ? picker
    : undefined;
}

/** Adds the button, in the editor's language, to each empty image field as the editor draws it. */
export function offerPhotoButton(locale: Locale, doc: Document = document): void {
  const add = () => {
    // An empty field's buttons, and those of a field holding one picture (not an item of a list).
    const places = doc.querySelectorAll(
      ".drop-target .empty .buttons, .drop-target .filled:not(.sortable) .path + div",
    );
    for (const buttons of places) {
      if (buttons.querySelector(`.${className}`)) continue;
      const picker = pickerOf(buttons);
      if (!picker) continue;
      const button = doc.createElement("button");
      button.type = "button";
      button.className = className;
      button.textContent = picker.multiple ? words[locale].several : words[locale].one;
      button.addEventListener("click", (event) => {
        // The area around the buttons opens the editor's dialog on a click.
        event.stopPropagation();
        picker.click();
      });
      buttons.prepend(button);
    }
  };
  // The editor redraws often; the fields are looked at once per frame at most.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      add();
    });
  }).observe(doc.body, { childList: true, subtree: true });
  add();
}
