import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { loadContent } from "~/content/content.server";
import { diaryEntryPath, diaryFeedPath } from "~/diary-paths";
import { formatShortDay, isoDay } from "~/lib/format-date";
import { itemPath } from "~/pages";
import { pageFile } from "../../scripts/html/site-pages";
import { keptLongSide } from "../../scripts/images/presets";
import { expect, OwnerActions, publishEntry } from "./editor-session";
import { bandEdge, phonePhoto, sensor } from "./phone-photo";
import { test } from "./live-domain";
import { contentDir, contentTree, standIn, token, type Tree } from "./github-stand-in";
import { playHost, siteLine } from "./publishing";
import { phone } from "./site";

/**
 * A build diary entry added as the owner adds one after a site visit: in the
 * editor on a phone (390 px), in Spanish, signed in to GitHub's stand-in,
 * with three photos straight off the phone (4 MB each, upper-case names,
 * turned by their EXIF orientation, a GPS position in each), described once,
 * in Spanish. It is added and published in at most eleven actions, every one
 * counted (OwnerActions, publishEntry in editor-session.ts). The commit names
 * it by its project and day; its photos are committed upright, without what
 * the phone recorded, at the size the site needs. What the editor commits to
 * main passes the build's content check, and the whole site builds from it,
 * its photos encoded.
 */

test.use({ viewport: phone, locale: "es-CR" });
test.describe.configure({ timeout: 420_000 });

/** The most actions an entry with three photos may take, from the editor's first screen. */
const maxActions = 11;

/** The project of the newest entry, which a new entry starts on. */
const sample = loadContent(contentDir);
const project = sample.projects.find((p) => p.key === sample.diary[0]!.project)!;

/**
 * The repository as the owner keeps it on the day of the entry. The build
 * refuses a diary that runs longer than its project's timeline (decision
 * 088), and the sample house's ten months have passed, so the owner has
 * lengthened its timeline first, as the build's message asks: from its first
 * entry to a month beyond today.
 */
function ownersMain(): Tree {
  const tree = contentTree();
  const first = sample.diary.filter((entry) => entry.project === project.key).at(-1)!.date;
  const [fromYear, fromMonth] = first.split("-").map(Number) as [number, number];
  const [year, month] = isoDay(new Date()).split("-").map(Number) as [number, number];
  const months = (year - fromYear) * 12 + (month - fromMonth) + 2;
  const file = `content/projects/${project.key}/index.en.md`;
  const text = tree.get(file)!.toString("utf8");
  tree.set(file, Buffer.from(text.replace(/^timeline: .*$/m, `timeline: ${months}M`)));
  return tree;
}

const note = {
  es: "Chorreamos la losa del segundo nivel con bomba, de 5 a. m. a mediodía. La próxima semana se desarma la formaleta del primer nivel.",
  en: "We poured the upper-level slab by pump, from 5 a.m. to noon. Next week the ground-floor formwork comes down.",
};
/** What the photos show, one line each, written once, in Spanish. */
const descriptions = {
  es: "La bomba de concreto junto a la casa\nLa losa recién chorreada\nLa formaleta del primer nivel",
};

/** The files of a branch written out under a folder, as a clone of the repository would hold them. */
function writeTree(tree: Tree, dir: string) {
  for (const [file, bytes] of tree) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
}

/**
 * The site built as the host builds it after the commit: the build's steps,
 * from the content check through the image pipeline to the pages, run in a
 * copy of the project whose content is the branch's. The copy starts with
 * the images this checkout has already encoded, so only the new photos are.
 */
function buildFrom(tree: Tree, today: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "solera-diary-build-"));
  // The editor's configuration too: the build writes the launch checklist with its words.
  for (const part of ["app", "cms", "scripts", "public", ".cache", "tests/budgets.ts"])
    if (existsSync(part)) cpSync(part, path.join(root, part), { recursive: true });
  for (const file of ["package.json", "tsconfig.json", "react-router.config.ts", "vite.config.ts"])
    cpSync(file, path.join(root, file));
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  writeTree(tree, root);
  // The copy's own content/ and build/, whatever this run was given.
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_TODAY: today };
  delete env.CONTENT_DIR;
  delete env.BUILD_DIR;
  for (const [script, args] of [
    ["tsx", ["scripts/check-content.ts"]],
    ["tsx", ["scripts/images/build-images.ts"]],
    ["react-router", ["build"]],
    ["tsx", ["scripts/postbuild.ts"]],
    ["tsx", ["scripts/check-page-weight.ts"]],
  ] as const)
    execFileSync(path.resolve("node_modules/.bin", script), args, {
      cwd: root,
      env,
      stdio: "pipe",
    });
  return root;
}

test(`an entry with three phone photos is added and published from a phone in at most ${maxActions} actions, and the site builds from it`, async ({
  page,
  context,
  baseURL,
}) => {
  const stand = await standIn(context, ownersMain(), baseURL);
  await playHost(context, stand);
  const before = stand.tree("main")!;
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));

  // Signed in once on the phone, as the editor stays afterwards.
  await page.goto("/admin");
  await page.getByRole("button", { name: "Iniciar sesión con un token de acceso" }).click();
  const signIn = page.getByRole("alertdialog");
  await signIn.getByRole("textbox").fill(token);
  await signIn.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  const diary = page.getByRole("treeitem", { name: "Avance de obra" });
  await expect(diary).toBeVisible();

  const photos = await Promise.all(
    ["IMG_4821.JPG", "IMG_4822.JPG", "IMG_4823.JPG"].map((name, n) =>
      phonePhoto({ name, shade: n * 20 }),
    ),
  );
  const owner = new OwnerActions();
  await owner.tap(diary, "Avance de obra");
  await owner.tap(page.getByRole("button", { name: "Crear una nueva entrada" }), "Nuevo");
  const form = page.getByRole("group", { name: "Editor de contenido" });
  // A new entry starts on the project of the newest one: last week's house.
  await expect(form.getByRole("combobox", { name: "Proyecto" })).toHaveText(project.title.es);
  // The date is today's, as a new entry starts.
  const date = await form.getByRole("textbox", { name: "Fecha" }).inputValue();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const noteField = form.getByRole("group", { name: /“\W?Nota\W?”/ });
  await owner.type(noteField.getByRole("textbox", { name: "Español" }), note.es, "Nota (Español)");
  await owner.type(noteField.getByRole("textbox", { name: "Inglés" }), note.en, "Nota (Inglés)");
  const photoField = form.getByRole("group", { name: /“\W?Fotos\W?”/ });
  // The phone's own picker, all three at once, straight into the entry.
  await owner.choose(
    photoField.getByRole("button", { name: "Elegir fotos" }),
    photos,
    "Elegir fotos",
  );
  await expect(photoField.getByRole("button", { name: "Remove Image" })).toHaveCount(3);
  const described = form.getByRole("group", { name: /Qué se ve en cada foto/ });
  await described.scrollIntoViewIfNeeded();
  // Described once, in Spanish: the English lines start as the same words.
  await owner.type(
    described.getByRole("textbox", { name: "Español" }),
    descriptions.es,
    "Fotos (Español)",
  );
  await publishEntry(page, owner, "diary");

  console.log(`${owner.count} actions: ${owner.done.join(", ")}`);
  expect(owner.count, owner.done.join("\n")).toBeLessThanOrEqual(maxActions);

  // Published in one commit to main, named in the owner's words and language: its project and day.
  const key = `${project.key}-${date}`;
  const day = formatShortDay(date, "es", { year: false });
  await expect
    .poll(() => stand.headMessage("main"))
    .toBe(`Nuevo avance: ${project.title.es}, ${day}`);
  expect(stand.writes).toEqual(["mutation createCommitOnBranch"]);
  // The editor's line names it the same way: by its project and its day.
  await expect(siteLine(page)).toContainText(
    `En camino al sitio: el avance del ${day} de «${project.title.es}»`,
  );
  const main = stand.tree("main")!;
  const added = [...main.keys()].filter((file) => !before.has(file)).sort();
  const images = added.filter((file) => file.startsWith("content/images/diary/"));
  expect(added).toEqual([...images, `content/diary/${key}.yaml`].sort());
  expect(images).toHaveLength(3);
  for (const file of images) {
    // Named as an address, upright, with no trace of the phone or of where it was taken.
    expect(file).toMatch(/^content\/images\/diary\/[a-z0-9_-]+\.webp$/);
    // No larger than the site's renditions need.
    const bytes = main.get(file)!;
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    const short = Math.round((keptLongSide * sensor.height) / sensor.width);
    expect([meta.width, meta.height]).toEqual([short, keptLongSide]);
    expect(await bandEdge(bytes)).toBe("right");
    expect(bytes.includes("iPhone")).toBe(false);
    expect(bytes.length).toBeLessThan(1_000_000);
  }

  // The committed files pass the build's content check as they are.
  const copy = mkdtempSync(path.join(tmpdir(), "solera-diary-"));
  const previous = process.env.SITE_TODAY;
  process.env.SITE_TODAY = date;
  try {
    writeTree(main, copy);
    const site = loadContent(path.join(copy, path.basename(contentDir)));
    const entry = site.diary.find((candidate) => candidate.key === key);
    expect(entry).toMatchObject({
      project: project.key,
      date,
      note,
      descriptions: { es: descriptions.es, en: descriptions.es },
    });
    expect(entry?.photos).toHaveLength(3);
    for (const id of entry!.photos) expect(site.images.has(id), id).toBe(true);
    // Described once: the build names the lines still to translate, and publishes the entry.
    expect(site.warnings.filter((warning) => warning.includes(key))).toEqual([
      expect.stringContaining(
        `content/diary/${key}.yaml, field "descriptions": the English and Spanish lines are the same words.`,
      ),
    ]);
  } finally {
    if (previous === undefined) delete process.env.SITE_TODAY;
    else process.env.SITE_TODAY = previous;
    rmSync(copy, { recursive: true, force: true });
  }

  // And the site builds from them: the entry has its page in both languages,
  // heads the project's diary, and is in the project's feeds.
  const root = buildFrom(main, date);
  try {
    const client = path.join(root, "build", "client");
    const built = (url: string) => readFileSync(path.join(client, pageFile(url)), "utf8");
    const escaped = (text: string) => text.replaceAll("'", "&#x27;");
    for (const locale of ["en", "es"] as const) {
      const url = diaryEntryPath(project.slug[locale], date, locale);
      expect(built(url)).toContain(escaped(note[locale]));
      expect(built(url).match(/<picture>/g)).toHaveLength(3);
      expect(built(itemPath("project", project.slug[locale], locale))).toMatch(
        new RegExp(`data-diary-entry="${date}"`),
      );
      const feed = readFileSync(
        path.join(client, diaryFeedPath(project.slug[locale], locale)),
        "utf8",
      );
      expect(feed).toContain(`${url}</link>`);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  expect(stand.unknown).toEqual([]);
  expect(problems).toEqual([]);
});
