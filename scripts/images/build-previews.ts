/**
 * Writes the link preview of every URL in the page inventory: its title over
 * its own image, in the brand's colours, as a 1200 × 630 JPEG in public/og/
 * (chat apps do not read AVIF or WebP). Runs after build-images, whose JPEGs
 * it starts from. A page's preview shows its hero image (`hero/<meta>`, its
 * `meta` in app/pages.ts) and its dictionary title, or the site's default
 * image when it has no hero: a new page needs nothing here. Each fits the
 * link preview's byte budget above the visual floor (decision 055).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { content } from "../../app/content/content.server";
import { diaryPages, entriesOf } from "../../app/content/projects/diary-pages.server";
import { dictionaries } from "../../app/i18n/dictionaries";
import type { Locale } from "../../app/i18n/locales";
import type { MessageKey } from "../../app/i18n/messages/en";
import { pageInventory, type InventoryEntry } from "../../app/inventory.server";
import { diaryText } from "../../app/lib/build-diary";
import { formatDay } from "../../app/lib/format-date";
import type { ImageFile } from "../../app/lib/images";
import { pageById, type PageId } from "../../app/pages";
import { previewPath, previewSize, wrapTitle } from "../../app/lib/preview";
import { escapeXml } from "../../app/lib/rss";
import { site } from "../../app/site";
import { fitQuality } from "./fit-quality";
import { budgetFor, budgets } from "./presets";
import { similarityTo } from "./ssim";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = path.join(root, "public");

/** An image's files by id ("hero/about"), from its folder's manifest in app/generated/images. */
async function findImage(id: string): Promise<ImageFile | undefined> {
  const folder = id.split("/").slice(0, -1).join("/");
  const module = (await import(`../../app/generated/images/${folder}.ts`).catch(() => ({}))) as {
    images?: Record<string, ImageFile>;
  };
  return module.images?.[id];
}

async function imageFile(id: string): Promise<ImageFile> {
  const image = await findImage(id);
  if (!image) throw new Error(`No image ${id}: run the image pipeline (npm run images)`);
  return image;
}

// Read once: each URL's preview needs a project or an article from it.
const { projects, articles } = content();

/** The title and base image of one URL. */
async function subject(
  entry: InventoryEntry,
): Promise<{ title: string; eyebrow: string; image: ImageFile }> {
  const t = (key: string) => dictionaries[entry.locale][key as MessageKey] ?? key;
  const [kind, slug] = entry.id.split(":");
  if (kind === "project" && slug) {
    const project = projects.find((p) => p.slug.en === slug);
    if (!project) throw new Error(`Unknown project ${slug}`);
    return {
      title: project.title[entry.locale],
      eyebrow: t("nav.projects"),
      image: await imageFile(project.gallery[0]!.image),
    };
  }
  if (kind === "article" && slug) {
    const article = articles.find((a) => a.slug.en === slug);
    if (!article) throw new Error(`Unknown article ${slug}`);
    return {
      title: article.title[entry.locale],
      eyebrow: t("nav.informationNews"),
      image: await imageFile(article.image),
    };
  }
  if (kind === "diary" && slug) {
    // "casa-horizonte/2026-11-20": the entry's first photo, over its day and its project.
    const page = diaryPages().find(
      ({ project, address }) => `${project.slug.en}/${address}` === slug,
    );
    const found = page && entriesOf(page.project).find(({ address }) => address === page.address);
    if (!page || !found) throw new Error(`Unknown diary entry ${slug}`);
    return {
      title: formatDay(found.entry.date, entry.locale),
      eyebrow: `${diaryText(entry.locale, "title")} · ${page.project.title[entry.locale]}`,
      image: await imageFile(found.entry.photos[0]!),
    };
  }
  // A page, or a list's further page ("informationNews:page-2"), which shares the list's preview.
  const { meta } = pageById((kind ?? entry.id) as PageId);
  const image = (await findImage(`hero/${meta}`)) ?? (await imageFile("og/default"));
  // The title its page shows, or the one its meta gives.
  const title =
    t(`${meta}.title`) === `${meta}.title` ? t(`${meta}.metaTitle`) : t(`${meta}.title`);
  return { title, eyebrow: site.name, image };
}

/** The text layer: a dark gradient from the lower left, the eyebrow, the title and the brand. */
function overlay(title: string, eyebrow: string, locale: Locale): Buffer {
  const { width, height } = previewSize;
  const lines = wrapTitle(title, 26).slice(0, 3);
  const size = lines.length > 2 ? 62 : 72;
  const lineHeight = size * 1.08;
  const top = height - 96 - lines.length * lineHeight;
  const text = lines
    .map(
      (line, i) =>
        `<text x="72" y="${top + (i + 1) * lineHeight}" class="t">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="#081a1f" stop-opacity="0.05"/><stop offset="1" stop-color="#081a1f" stop-opacity="0.88"/></linearGradient>
    <linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#081a1f" stop-opacity="0.7"/><stop offset="0.75" stop-color="#081a1f" stop-opacity="0"/></linearGradient>
    <style>.t{font:${size}px 'Liberation Serif','DejaVu Serif',serif;fill:#fff}.e{font:600 22px 'Liberation Sans','DejaVu Sans',sans-serif;letter-spacing:4px;fill:#d2bc98}.b{font:600 24px 'Liberation Sans','DejaVu Sans',sans-serif;fill:#efe6d7}</style>
  </defs>
  <rect width="100%" height="100%" fill="url(#b)"/><rect width="100%" height="100%" fill="url(#l)"/>
  <text x="72" y="${top - 18}" class="e">${escapeXml(eyebrow.toUpperCase())}</text>
  ${text}
  <circle cx="84" cy="${height - 52}" r="12" fill="#c2a476"/>
  <text x="108" y="${height - 44}" class="b">${escapeXml(site.name)} · ${new URL(site.origin).host}${locale === "es" ? "/es" : ""}</text>
</svg>`;
  return Buffer.from(svg);
}

/** The most a preview's JPEG gets: chat apps show it small, and read no AVIF or WebP. */
const previewQuality = 80;

async function render(entry: InventoryEntry) {
  const { title, eyebrow, image } = await subject(entry);
  const base = path.join(publicDir, `${image.path}-${Math.max(...image.widths)}.jpg`);
  const pixels = await sharp(base)
    .resize(previewSize.width, previewSize.height, { fit: "cover", position: "attention" })
    .composite([{ input: overlay(title, eyebrow, entry.locale) }])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const budget = budgetFor("preview", "jpg", previewSize.width, previewSize.height);
  const { data, quality } = await fitQuality({
    ceiling: previewQuality,
    lowest: budgets.lowest.jpg,
    rung: budgets.rungs.jpg,
    budget,
    floor: budgets.floor,
    encode: (q) => sharp(pixels).jpeg({ quality: q, mozjpeg: true }).toBuffer(),
    similarity: similarityTo(pixels),
  });
  const file = path.join(publicDir, previewPath(entry.url));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return { bytes: data.length, quality, budget };
}

const started = performance.now();
// Previews are named after their URL: a page that moved must not leave its old one behind.
await rm(path.join(publicDir, "og"), { recursive: true, force: true });
const previews = await Promise.all(pageInventory().map(render));
const largest = Math.max(...previews.map((p) => p.bytes));
const qualities = previews.map((p) => p.quality);
const over = previews.filter((p) => p.bytes > p.budget).length;
console.log(
  `previews: ${previews.length} written to public/og, largest ${(largest / 1024).toFixed(1)} KB (budget ${(previews[0]!.budget / 1024).toFixed(1)} KB${over > 0 ? `, ${over} over it to keep the visual floor` : ""}), JPEG quality ${Math.min(...qualities)}–${Math.max(...qualities)}, in ${Math.round(performance.now() - started)} ms`,
);
