import type { Localized } from "~/content/types";

/** A "why choose us" card on the home page. */
export interface Feature {
  key: "experience" | "team" | "quality" | "onTime";
  title: Localized<string>;
  text: Localized<string>;
}

/** One of the home page's four service sections. */
export interface Service {
  key: "luxuryVillas" | "renovations" | "permits" | "turnkey";
  /** Image id in the catalogue: "services/<name>". */
  image: string;
  eyebrow: Localized<string>;
  title: Localized<string>;
  text: Localized<string>;
  /** Three or four specific points. */
  points: Localized<string[]>;
  /** Where its link goes: the projects list filtered to a category, or the contact modal. */
  action: { kind: "projects"; category: "residential" | "commercial" } | { kind: "contact" };
  actionLabel: Localized<string>;
}

export interface Testimonial {
  /** Full name; the card shows initials instead of a photo. */
  name: string;
  role: Localized<string>;
  location: string;
  rating: 5;
  quote: Localized<string>;
  projectType: Localized<string>;
}
