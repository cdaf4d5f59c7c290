import type { CmsConfig } from "@sveltia/cms";

/**
 * How a save reaches the site, chosen per device (decision 052).
 *
 * - "direct", the default: Save commits to the site's branch and the site is
 *   rebuilt from it. An entry can be marked as a draft, which the build
 *   leaves off the site.
 * - "review": projects and articles are saved as drafts that are pull
 *   requests (Sveltia's editorial workflow): they may be incomplete, the
 *   host builds each as a private deploy preview, and Publish merges it.
 *   Page texts, company details and build diary entries stay one step.
 *
 * The owner turns review on for a device by opening the editor once at
 * /admin?revision=si, and off again with /admin?revision=no; the choice is
 * remembered in that browser.
 */
export type PublishMode = "direct" | "review";

export const publishModeParameter = "revision";
const storageKey = "solera-editor.publish-mode";

/** The mode a page address asks for, if it asks: ?revision=si or ?revision=no. */
export function askedPublishMode(search: string): PublishMode | undefined {
  const asked = new URLSearchParams(search).get(publishModeParameter)?.trim().toLowerCase();
  if (asked === "si" || asked === "sí") return "review";
  if (asked === "no") return "direct";
  return undefined;
}

/** The mode of this device: the one the address asks for, remembered, else the one remembered. */
export function choosePublishMode(
  location: Pick<Location, "search">,
  storage: Pick<Storage, "getItem" | "setItem">,
): PublishMode {
  const asked = askedPublishMode(location.search);
  if (asked) {
    storage.setItem(storageKey, asked);
    return asked;
  }
  return storage.getItem(storageKey) === "review" ? "review" : "direct";
}

/**
 * Whether a collection's entries can wait off the site: a folder of entries
 * with a Draft switch (projects and articles). A build diary's entries have
 * none, and are published as they are saved in either mode (decision 062).
 */
function hasDrafts(collection: NonNullable<CmsConfig["collections"]>[number]) {
  return (
    "folder" in collection &&
    (collection.fields ?? []).some((field) => "name" in field && field.name === "draft")
  );
}

/** The editor's configuration in a mode: in review, every collection whose entries can be drafts saves them as drafts. */
export function withPublishMode(config: CmsConfig, mode: PublishMode): CmsConfig {
  if (mode === "direct") return config;
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      hasDrafts(collection) ? { ...collection, publish_mode: "editorial_workflow" } : collection,
    ),
  };
}
