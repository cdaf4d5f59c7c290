// First: the content rules below must be built without eval (the editor's policy).
import "./zod-without-eval";
import CMS from "@sveltia/cms";
import { defaultLocale } from "../app/i18n/locales";
import configs from "virtual:editor-configs";
import { nameCommitsByTitle } from "./commit-names";
import { followInterfaceLanguage, interfaceLanguage } from "./interface-language";
import { showLaunchChecklist } from "./launch-checklist";
import { offerPhotoButton } from "./photo-button";
import "./preview";
import { choosePublishMode, withPublishMode } from "./publish-mode";
import { refusal, sayRefusalsAlone } from "./save-refusal";
import {
  checkSavedEntry,
  fillOnSave,
  leftOutOnSave,
  refusedOnSave,
  type SavedEntry,
} from "./save-rules";
import { showSiteStatus, type SiteSource } from "./site-status";
import "./editor.css";

// The configuration is written in the interface's language; a switch of
// language reloads it. Drafts as pull requests are a device's choice
// (cms/publish-mode.ts).
const language = interfaceLanguage();
const mode = choosePublishMode(window.location, window.localStorage);
const config = withPublishMode(configs[language]!, mode);
const backend = config.backend as { repo: string; branch?: string };
const form = (config.collections ?? []) as SiteSource["collections"];

CMS.init({ config });
followInterfaceLanguage(language);
showLaunchChecklist();

const status = showSiteStatus({
  repository: backend.repo,
  branch: backend.branch ?? "main",
  collections: form,
  locale: language,
});
offerPhotoButton(language);
sayRefusalsAlone(language);
nameCommitsByTitle({ repository: backend.repo, locale: language, collections: form });

// An entry's Spanish address, left empty, is made from its Spanish title, an
// excerpt from its text, a photo's description in one language from the
// other's; a draft mark that is off is left out of the file; photos
// described in neither language are not saved, and the editor's error
// dialog says why, alone, in the interface's language (cms/save-rules.ts,
// cms/save-refusal.ts).
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const saving = entry.toJS() as SavedEntry;
    const refused = refusedOnSave(saving, form, language);
    if (refused) throw refusal(refused);
    let updated = entry;
    for (const field of leftOutOnSave(saving)) updated = updated.deleteIn(["data", field]);
    for (const { locale, path, value } of fillOnSave(saving)) {
      updated = updated.setIn(
        locale === defaultLocale ? ["data", ...path] : ["i18n", locale, "data", ...path],
        value,
      );
    }
    return updated;
  },
});

// After a save, the line looks again at once: the change is on its way. A
// draft saved for review, which may be incomplete, is checked as the build
// would check it, and the line says what it still needs.
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const saved = entry.toJS() as SavedEntry;
    const draft = mode === "review" ? checkSavedEntry(saved) : undefined;
    status.note(
      draft && draft.problems.length > 0
        ? { parts: [draft.part], problems: draft.problems }
        : undefined,
    );
    void status.refresh();
  },
});
CMS.registerEventListener({ name: "postPublish", handler: () => void status.refresh() });
