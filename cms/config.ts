import type { CmsConfig, Field } from "@sveltia/cms";
import { newsCategories, projectCategories, projectServices } from "../app/content/categories";
import { dayRule, editorPattern, slugRule, timelineRule, yearRule } from "../app/content/rules";
import { projectStatuses } from "../app/lib/project-facts";
import { en } from "../app/i18n/messages/en";
import { es } from "../app/i18n/messages/es";
import { serviceLabel } from "../app/lib/project-details";
import type { Locale } from "../app/i18n/locales";
import { itemPath, type ItemKind } from "../app/pages";

/**
 * The content editor's configuration: which files the site's owner can edit
 * at /admin, and the label and hint of every field. It mirrors the content
 * schema (app/content/schema.ts), which stays the one authority on what a
 * file may hold: the build checks every file against the schema whatever
 * wrote it, and config.test.ts fails when the two disagree on a field, on
 * what is required or on the values allowed.
 */

/** The repository the editor reads and commits to, as owner/name on GitHub; change it if the repository moves. */
export const repository = "solera-design-build/website";

const slugPattern = editorPattern(slugRule);
const dayPattern = editorPattern(dayRule);

/** A short text that must match a pattern, the schema's own (config.test.ts compares them). */
const patterned = (name: string, label: string, pattern: string, message: string): Field => ({
  name,
  label,
  widget: "string",
  pattern: [pattern, message],
});

const text = (name: string, label: string, hint?: string, multiline = false): Field => ({
  name,
  label,
  widget: multiline ? "text" : "string",
  ...(hint ? { hint } : {}),
});

/** A text written in both languages in one file, as `{ en, es }`. */
const both = (name: string, label: string, hint?: string, multiline = false): Field => ({
  name,
  label,
  widget: "object",
  ...(hint ? { hint } : {}),
  collapsed: false,
  fields: [
    text("en", "English", undefined, multiline),
    text("es", "Spanish", undefined, multiline),
  ],
});

/** A list of short texts in both languages, as `{ en: [...], es: [...] }`. */
const bothLists = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  hint,
  widget: "object",
  fields: ["en", "es"].map((locale) => ({
    name: locale,
    label: locale === "en" ? "English" : "Spanish",
    widget: "list",
    field: { name: "item", label: "Item", widget: "string" },
    min: 1,
  })),
});

/** A list the page draws a set number of (four features, six reasons): items are edited, not added. */
const fixedList = (
  name: string,
  label: string,
  count: number,
  summary: string,
  fields: Field[],
): Field => ({
  name,
  label,
  widget: "list",
  allow_add: false,
  allow_remove: false,
  min: count,
  max: count,
  summary,
  fields,
});

/** One item of a fixed list (home features, about reasons): its key names what it is. */
const key = (values: readonly string[]): Field => ({
  name: "key",
  label: "Which one",
  widget: "select",
  options: [...values],
  readonly: true,
  hint: "Fixed: the page draws its icon and place from it.",
});

/** An image of content/images/<folder>, where the image pipeline reads it. */
const image = (name: string, label: string, hint: string, folder: string): Field => ({
  name,
  label,
  widget: "image",
  hint,
  choose_url: false,
  media_folder: `/content/images/${folder}`,
  public_folder: `/content/images/${folder}`,
});

/** A latitude and longitude, as the map links read them. */
const position = (name: string, label: string, hint?: string): Field => ({
  name,
  label,
  widget: "object",
  ...(hint ? { hint } : {}),
  fields: [
    {
      name: "latitude",
      label: "Latitude",
      widget: "number",
      value_type: "float",
      min: -90,
      max: 90,
    },
    {
      name: "longitude",
      label: "Longitude",
      widget: "number",
      value_type: "float",
      min: -180,
      max: 180,
    },
  ],
});

const squareMetres = (name: string, label: string): Field => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min: 1,
});

/**
 * The choices of a select as the owner reads them, in both languages and in
 * the site's own words (its dictionaries, its facts list), while the file
 * keeps the identifier: "Residential · Residencial" saves `residential`.
 */
const choices = <T extends string>(
  values: readonly T[],
  words: (value: T, locale: Locale) => string,
): { label: string; value: T }[] =>
  values.map((value) => ({ label: `${words(value, "en")} · ${words(value, "es")}`, value }));

const messages = { en, es };
const newsCategoryChoices = choices(
  newsCategories,
  (value, locale) => messages[locale][`news.category.${value}`],
);
const projectCategoryChoices = choices(
  projectCategories,
  (value, locale) => messages[locale][`projects.filter.${value}`],
);

const category = (options: { label: string; value: string }[]): Field => ({
  name: "category",
  label: "Category",
  widget: "select",
  options,
});

/**
 * The address of a project or an article in each language. The English one
 * is made from the title when the entry is created (the entry's folder); to
 * correct it later, the owner writes the new one here and the build sends
 * the old address to the new one.
 */
const addressFields: Field[] = [
  {
    name: "slug",
    label: "Address (slug)",
    widget: "string",
    i18n: true,
    required: ["es"],
    pattern: slugPattern,
    hint: "The last part of the page's address, e.g. permisos-de-construccion. Spanish: required. English: leave empty to keep the address made from the title when the entry was created; write another to correct it, and the old address will lead to the new one.",
  },
  {
    name: "formerSlugs",
    label: "Earlier addresses",
    label_singular: "Earlier address",
    widget: "list",
    i18n: true,
    required: false,
    field: { name: "slug", label: "Address", widget: "string", pattern: slugPattern },
    hint: "When you change the address of a page people already visit, add the old one here: it will lead to the new one.",
  },
];

const body = (hint: string): Field => ({
  name: "body",
  label: "Text",
  widget: "markdown",
  i18n: true,
  hint,
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list"],
  editor_components: [],
  minimal: true,
});

const translated = (field: Field): Field => ({ ...field, i18n: true });

/**
 * A collection of entries, each a folder under content/<name>/ named by its
 * English address, with index.en.md and index.es.md (decision 019).
 */
const entries = (collection: {
  name: string;
  /** The site's page of one entry, for the editor's link to it. */
  page: ItemKind;
  label: string;
  label_singular: string;
  description: string;
  /** An English address, for the Slug panel's hint. */
  example: string;
  summary: string;
  sortBy: { field: string; direction: "ascending" | "descending"; also: string };
  fields: Field[];
}) => {
  const { example, sortBy, page, ...rest } = collection;
  return {
    ...rest,
    // Saving makes a draft (a pull request, built by the host as a deploy
    // preview); publishing it puts it on the site (decision 036).
    publish_mode: "editorial_workflow" as const,
    // "View on Live Site" and "View Preview": the entry's page in the pane's
    // language. {{slug}} is the entry's folder in both panes, so the Spanish
    // pane's link is /es and the English path, which the build sends on to the
    // Spanish page (legacyRedirects in app/inventory.server.ts); the English
    // one has no /en (omit_default_locale_from_preview_path below).
    preview_path: `{{locale}}${itemPath(page, "{{slug}}", "en")}`,
    folder: `content/${collection.name}`,
    path: "{{slug}}/index",
    extension: "md",
    format: "frontmatter" as const,
    i18n: true,
    slug: {
      template: "{{title}}",
      editable: ["create" as const],
      hint: `The English address, e.g. ${example}, made from the title (accents and capitals are folded). To correct it later, use the Address field.`,
      pattern: slugPattern,
    },
    sortable_fields: {
      fields: [sortBy.field, sortBy.also],
      default: { field: sortBy.field, direction: sortBy.direction },
    },
  };
};

/** A day, written as the content writes dates: 2024-12-19. */
const day: Field = {
  name: "date",
  label: "Date",
  widget: "datetime",
  time_format: false,
  date_format: "YYYY-MM-DD",
  format: "YYYY-MM-DD",
  pattern: dayPattern,
};

export const config: CmsConfig = {
  load_config_file: false,
  app_title: "Solera Design Build · Content editor",
  logo: { src: "/favicon.svg" },
  backend: {
    name: "github",
    repo: repository,
    branch: "main",
    // "Sign In with GitHub" goes through the host's OAuth provider: Netlify's,
    // set up once in its dashboard (docs/editing.md, decision 036).
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
    // The site's history, in the owner's words. {{collection}} is the
    // singular label, and the editor adds "+1" for the second language's file.
    commit_messages: {
      create: "New {{collection}}: {{slug}}",
      update: "Edit {{collection}}: {{slug}}",
      delete: "Remove {{collection}}: {{slug}}",
      uploadMedia: "Add photo {{path}}",
      deleteMedia: "Remove photo {{path}}",
    },
  },
  // Entry folders and file names the way the site writes addresses: no
  // accents, no capitals, hyphens between words ("Losa en Cóbano" ->
  // losa-en-cobano). The build folds any name the same way (lib/slugify).
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  media_folder: "content/images",
  public_folder: "/content/images",
  media_libraries: {
    default: {
      config: {
        max_file_size: 8_000_000,
        slugify_filename: true,
        transformations: {
          raster_image: { format: "webp", quality: 85, width: 3200, height: 3200 },
        },
      },
    },
    // Stock photo services need keys and hosts the editor's policy does not allow.
    stock_assets: false,
  },
  output: { omit_empty_optional_fields: true },
  i18n: {
    structure: "multiple_files",
    locales: ["en", "es"],
    default_locale: "en",
    omit_default_locale_from_preview_path: true,
  },
  collections: [
    entries({
      name: "projects",
      page: "project",
      label: "Projects",
      label_singular: "Project",
      description:
        "Each project is a folder under content/projects with its English and Spanish text.",
      example: "casa-horizonte",
      summary: "{{title}} · {{location}}",
      sortBy: { field: "id", direction: "ascending", also: "title" },
      fields: [
        translated(text("title", "Title")),
        ...addressFields,
        {
          name: "id",
          label: "Number",
          widget: "number",
          value_type: "int",
          min: 1,
          hint: "A number no other project has: the projects are listed in its order.",
        },
        {
          name: "year",
          label: "Year",
          widget: "number",
          value_type: "int",
          min: yearRule.min,
          max: yearRule.max,
          hint: "The year construction started, whether the project is in progress or completed.",
        },
        {
          name: "status",
          label: "Status",
          widget: "select",
          options: [...projectStatuses],
        },
        {
          name: "timeline",
          label: "Timeline",
          widget: "string",
          pattern: editorPattern(timelineRule),
          hint: "How long the build takes: 10M for ten months, 1Y for one year.",
        },
        category(projectCategoryChoices),
        text("location", "Location", "The town or area, e.g. Santa Teresa."),
        translated(
          text("description", "Short description", "One or two sentences for the card.", true),
        ),
        translated(
          text(
            "scope",
            "Scope",
            "What we did, in one line, e.g. Design, permits and construction of…",
          ),
        ),
        {
          name: "facts",
          label: "Facts",
          widget: "object",
          collapsed: false,
          fields: [
            squareMetres("builtArea", "Built area (m²)"),
            squareMetres("lotArea", "Lot area (m²)"),
            {
              name: "bedrooms",
              label: "Bedrooms",
              widget: "number",
              value_type: "int",
              min: 1,
              required: false,
              hint: "Homes only: leave empty for a commercial or industrial project.",
            },
            {
              name: "bathrooms",
              label: "Bathrooms",
              widget: "number",
              value_type: "float",
              min: 0.5,
              step: 0.5,
              required: false,
              hint: "Homes only; halves allowed, e.g. 3.5.",
            },
            position(
              "coordinates",
              "Position on the map",
              "Of the town or beach, not the lot: the owners' address stays private.",
            ),
            {
              name: "services",
              label: "Services delivered",
              widget: "select",
              multiple: true,
              min: 1,
              options: choices(projectServices, serviceLabel),
            },
          ],
        },
        {
          name: "gallery",
          label: "Gallery",
          label_singular: "Photo",
          widget: "list",
          min: 4,
          max: 13,
          hint: "Gallery: 4 to 13 photos, cover first. Describe each photo in both languages for people who cannot see it.",
          fields: [
            image(
              "image",
              "Photo",
              "A photo at least 1600 pixels wide; the site makes every size.",
              "projects",
            ),
            both("alt", "Description of the photo"),
          ],
        },
        {
          name: "beforeAfter",
          label: "Before and after",
          widget: "object",
          required: false,
          collapsed: true,
          hint: "Optional, for a renovation or a lot that changed: two photos taken from the same place, the same shape (e.g. both 3:2), shown with a slider between them.",
          fields: (["before", "after"] as const).map((name) => ({
            name,
            label: name === "before" ? "Before" : "After",
            widget: "object" as const,
            fields: [
              image(
                "image",
                "Photo",
                "At least 1600 pixels wide, from the same place and in the same shape as the other photo.",
                "projects",
              ),
              both("alt", "Description of the photo"),
            ],
          })),
        },
        body("What the client asked for, how it was built and what it became: a few paragraphs."),
      ],
    }),
    entries({
      name: "news",
      page: "article",
      label: "Articles",
      label_singular: "Article",
      description: "Articles of the Information & News page, in English and Spanish.",
      example: "permit-process",
      summary: "{{title}} · {{date}}",
      sortBy: { field: "date", direction: "descending", also: "title" },
      fields: [
        translated(text("title", "Title")),
        ...addressFields,
        day,
        category(newsCategoryChoices),
        image("image", "Image", "The picture at the top of the article and on its card.", "news"),
        both("imageAlt", "Description of the image"),
        translated(
          text("excerpt", "Excerpt", "One or two sentences for the card and the feed.", true),
        ),
        body(
          "Paragraphs separated by a blank line. Use Heading 2 for a section, Heading 3 for a sub-section, and bulleted lists.",
        ),
      ],
    }),
    {
      name: "pages",
      label: "Pages and lists",
      description:
        "The home, about and contact pages, the FAQ, testimonials, videos and privacy policy.",
      // Only the privacy policy has a file per language; the others hold both.
      i18n: true,
      files: [
        {
          name: "home",
          label: "Home page",
          file: "content/home.yaml",
          fields: [
            fixedList("features", "Why choose us", 4, "{{fields.title.en}}", [
              key(["experience", "team", "quality", "onTime"]),
              both("title", "Title"),
              both("text", "Text", undefined, true),
            ]),
            fixedList(
              "stats",
              "Figures",
              3,
              "{{fields.value}}{{fields.suffix}} {{fields.label.en}}",
              [
                key(["projects", "satisfaction", "years"]),
                { name: "value", label: "Figure", widget: "number", value_type: "int" },
                {
                  name: "suffix",
                  label: "After the figure",
                  widget: "string",
                  hint: "e.g. + or %",
                },
                both("label", "What it counts"),
              ],
            ),
            fixedList("services", "Services", 4, "{{fields.eyebrow.en}}", [
              key(["luxuryVillas", "renovations", "permits", "turnkey"]),
              image("image", "Image", "A wide picture of this service.", "services"),
              both("imageAlt", "Description of the image"),
              both("eyebrow", "Name of the service"),
              both("title", "Heading"),
              both("text", "Text", undefined, true),
              bothLists("points", "Points", "Short lines, one per point."),
              {
                name: "action",
                label: "Link",
                widget: "object",
                hint: "Where the service's link goes: its projects, or the contact page.",
                fields: [
                  {
                    name: "kind",
                    label: "Goes to",
                    widget: "select",
                    options: ["projects", "contact"],
                  },
                  {
                    name: "category",
                    label: "Projects of",
                    widget: "select",
                    options: projectCategoryChoices.filter(({ value }) => value !== "industrial"),
                    required: false,
                    hint: "Only when the link goes to projects.",
                  },
                ],
              },
              both("actionLabel", "Words of the link"),
            ]),
          ],
        },
        {
          name: "contact",
          label: "Contact page",
          file: "content/contact.yaml",
          fields: [
            both(
              "findUs",
              "How to find us",
              "Under the office's location: the office by its landmarks, as addresses go in Costa Rica.",
              true,
            ),
            {
              name: "panel",
              label: "Get in touch panel",
              widget: "object",
              fields: [both("title", "Title"), both("text", "Text", undefined, true)],
            },
            both("hoursTitle", "Title of the office hours"),
            both("hoursNote", "Note under the office hours", undefined, true),
            both("areasTitle", "Title of where we build"),
            both("areasText", "Where we build", undefined, true),
            {
              name: "areas",
              label: "Areas",
              label_singular: "Area",
              widget: "list",
              min: 1,
              summary: "{{fields.en}}",
              hint: "The places listed under where we build, e.g. Santa Teresa and Mal País.",
              fields: [text("en", "English"), text("es", "Spanish")],
            },
          ],
        },
        {
          name: "about",
          label: "About page",
          file: "content/about.yaml",
          fields: [
            {
              name: "intro",
              label: "Introduction",
              widget: "object",
              fields: [both("headline", "Headline"), both("description", "Text", undefined, true)],
            },
            {
              name: "mission",
              label: "Mission",
              widget: "object",
              fields: [both("title", "Title"), both("text", "Text", undefined, true)],
            },
            {
              name: "story",
              label: "Story",
              widget: "object",
              fields: [both("title", "Title"), both("text", "Text", undefined, true)],
            },
            {
              name: "process",
              label: "How we work",
              widget: "object",
              fields: [
                both("eyebrow", "Eyebrow"),
                both("title", "Title"),
                both("intro", "Introduction", undefined, true),
                both("durationLabel", "Label of the duration", "e.g. Typical duration"),
                both("ownerLabel", "Label of what the owner provides", "e.g. What you provide"),
                {
                  name: "steps",
                  label: "Steps",
                  label_singular: "Step",
                  widget: "list",
                  min: 5,
                  max: 7,
                  summary: "{{fields.title.en}}",
                  hint: "5 to 7 steps, from the first call to the keys.",
                  fields: [
                    both("title", "Title"),
                    both("duration", "Typical duration", "e.g. 2 to 4 months"),
                    both("text", "What happens", undefined, true),
                    both("owner", "What the owner provides", undefined, true),
                    {
                      ...text(
                        "article",
                        "Article",
                        "Optional: the folder name of the article that tells this step in full, e.g. permit-process.",
                      ),
                      required: false,
                      pattern: slugPattern,
                    },
                  ],
                },
              ],
            },
            fixedList("buildGroups", "What we build", 3, "{{fields.title.en}}", [
              key(["residential", "commercial", "management"]),
              both("title", "Title"),
              both("text", "Text", undefined, true),
              bothLists("items", "Items", "Short lines, one per item."),
            ]),
            fixedList("reasons", "Reasons to choose us", 6, "{{fields.title.en}}", [
              key([
                "trackRecord",
                "localExpertise",
                "handsOn",
                "clientCentered",
                "quality",
                "sustainable",
              ]),
              both("title", "Title"),
              both("text", "Text", undefined, true),
            ]),
          ],
        },
        {
          name: "faq",
          label: "Frequently asked questions",
          file: "content/faq.yaml",
          fields: [
            {
              name: "questions",
              label: "Questions",
              label_singular: "Question",
              widget: "list",
              root: true,
              summary: "{{fields.question.en}}",
              fields: [
                {
                  name: "id",
                  label: "Short name",
                  widget: "string",
                  pattern: slugPattern,
                  hint: "A short name no other question has, e.g. permit-time.",
                },
                both("question", "Question"),
                both("answer", "Answer", undefined, true),
              ],
            },
          ],
        },
        {
          name: "testimonials",
          label: "Testimonials",
          file: "content/testimonials.yaml",
          fields: [
            {
              name: "testimonials",
              label: "Testimonials",
              label_singular: "Testimonial",
              widget: "list",
              root: true,
              summary: "{{fields.name}}",
              fields: [
                text("name", "Name", "As the client agreed to be named."),
                both("role", "Who they are", "e.g. Villa owners."),
                text("location", "Location"),
                {
                  name: "rating",
                  label: "Stars",
                  widget: "select",
                  options: [5],
                  default: 5,
                },
                both("quote", "What they said", undefined, true),
                both("projectType", "Kind of project"),
              ],
            },
          ],
        },
        {
          name: "videos",
          label: "Videos",
          file: "content/videos.yaml",
          fields: [
            {
              name: "videos",
              label: "Videos",
              label_singular: "Video",
              widget: "list",
              root: true,
              summary: "{{fields.title.en}} · {{fields.date}}",
              fields: [
                {
                  name: "slug",
                  label: "Address (slug)",
                  widget: "string",
                  pattern: slugPattern,
                  hint: "The same in both languages, e.g. video-villa-tour.",
                },
                day,
                category(newsCategoryChoices),
                patterned(
                  "duration",
                  "Running time",
                  "^\\d{1,3}:[0-5]\\d$",
                  "Minutes and seconds, e.g. 12:45",
                ),
                image("image", "Thumbnail", "A still from the video.", "news"),
                both("imageAlt", "Description of the thumbnail"),
                both("title", "Title"),
                both("excerpt", "Excerpt", undefined, true),
              ],
            },
          ],
        },
        {
          name: "privacy",
          label: "Privacy policy",
          file: "content/privacy/index.{{locale}}.md",
          i18n: true,
          fields: [
            translated(
              text(
                "intro",
                "Introduction",
                "Words in braces, such as {company} or {email}, are filled in from the company details.",
                true,
              ),
            ),
            body("Sections with Heading 2, paragraphs and bulleted lists."),
          ],
        },
        {
          name: "company",
          label: "Company details",
          file: "content/company.json",
          fields: [
            text("name", "Company name"),
            text("shortName", "Short name"),
            {
              name: "legal",
              label: "Registered company",
              widget: "object",
              hint: "Shown in the privacy policy as the data controller (Law 8968), each once filled in. Leave a field empty until it is known: never a stand-in such as [name] or XXXX.",
              fields: [
                { ...text("name", "Registered name (razón social)"), required: false },
                {
                  ...patterned(
                    "cedulaJuridica",
                    "Cédula jurídica",
                    "^(?:3-?\\d{3}-?\\d{6})?$",
                    "Like 3-101-123456, or empty until known",
                  ),
                  required: false,
                },
                {
                  ...text("address", "Registered address", "With its otras señas, as registered."),
                  required: false,
                },
              ],
            },
            { name: "foundedYear", label: "Year founded", widget: "number", value_type: "int" },
            {
              name: "copyrightYear",
              label: "Copyright year",
              widget: "number",
              value_type: "int",
            },
            {
              name: "phone",
              label: "Phone and WhatsApp",
              widget: "object",
              fields: [
                text("display", "As shown", "e.g. +506 8700-0000"),
                patterned(
                  "e164",
                  "For dialling",
                  "^\\+\\d{8,15}$",
                  "A + and digits only, e.g. +50687000000",
                ),
                patterned("countryCode", "Country code", "^\\d{1,3}$", "Digits only, e.g. 506"),
              ],
            },
            { name: "email", label: "E-mail", widget: "string", type: "email" },
            {
              name: "address",
              label: "Address",
              widget: "object",
              fields: [
                text("locality", "Town"),
                text("region", "Province"),
                text("country", "Country"),
                patterned(
                  "countryCode",
                  "Country code",
                  "^[A-Z]{2}$",
                  "Two capital letters, e.g. CR",
                ),
              ],
            },
            {
              name: "hours",
              label: "Office hours",
              widget: "object",
              hint: "24-hour times, e.g. 07:00 and 17:00.",
              fields: ["weekdays", "saturday"].map((day) => ({
                name: day,
                label: day === "weekdays" ? "Monday to Friday" : "Saturday",
                widget: "object",
                fields: ["opens", "closes"].map((name) =>
                  patterned(
                    name,
                    name === "opens" ? "Opens" : "Closes",
                    "^\\d{2}:\\d{2}$",
                    `HH:MM, 24-hour, e.g. ${name === "opens" ? "07:00" : "17:00"}`,
                  ),
                ),
              })),
            },
            position("geo", "Map position"),
            {
              name: "credentials",
              label: "Registrations",
              widget: "object",
              required: false,
              hint: "Shown in the footer and on About only when filled in. Leave a field empty until it is known.",
              fields: [
                { ...text("cfia", "CFIA firm registration number"), required: false },
                { ...text("ins", "INS policy number"), required: false },
              ],
            },
            {
              name: "areaServed",
              label: "Areas served",
              widget: "list",
              field: { name: "area", label: "Area", widget: "string" },
              min: 1,
            },
            {
              name: "social",
              label: "Social networks",
              widget: "object",
              fields: ["instagram", "facebook", "linkedin", "youtube"].map((name) => ({
                name,
                label: name[0]!.toUpperCase() + name.slice(1),
                widget: "string",
                type: "url",
              })),
            },
            {
              name: "maps",
              label: "Map link",
              widget: "string",
              type: "url",
              hint: "The Google Maps address of the office.",
            },
          ],
        },
      ],
    },
  ],
};
