import type { Localized } from "~/content/types";

/** One of the three "what we build" groups and its four items. */
export interface BuildGroup {
  key: "residential" | "commercial" | "management";
  title: Localized<string>;
  text: Localized<string>;
  items: Localized<string[]>;
}

/** One of the six reasons to choose the company. */
export interface Reason {
  key: "trackRecord" | "localExpertise" | "handsOn" | "clientCentered" | "quality" | "sustainable";
  title: Localized<string>;
  text: Localized<string>;
}
