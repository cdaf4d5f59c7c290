import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { addMonths, latestHandover, timelineMonths } from "~/lib/project-facts";
import { newsCategories, projectCategories } from "./categories";
import { copyContent } from "../../tests/fixtures/content-copy";
import { ContentError, loadContent } from "./content.server";

describe("the site's content", () => {
  const site = loadContent();

  it("passes every rule of the schema", () => {
    expect(site.projects.length).toBeGreaterThan(0);
    expect(site.articles.length).toBeGreaterThan(0);
  });

  it("gives every project category and every news item a chip that reaches it", () => {
    for (const project of site.projects) expect(projectCategories).toContain(project.category);
    for (const item of site.news) expect(newsCategories).toContain(item.category);
  });

  it("never uses a slug twice in one language, and writes slugs in ASCII", () => {
    for (const locale of locales) {
      const projectSlugs = site.projects.map((p) => p.slug[locale]);
      const newsSlugs = site.news.map((n) => (n.type === "article" ? n.slug[locale] : n.slug));
      expect(new Set(projectSlugs).size).toBe(projectSlugs.length);
      expect(new Set(newsSlugs).size).toBe(newsSlugs.length);
      for (const slug of [...projectSlugs, ...newsSlugs]) expect(slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("has every image it names", () => {
    const named = [
      ...site.projects.flatMap((p) => p.gallery.map((photo) => photo.image)),
      ...site.news.map((n) => n.image),
      ...site.home.services.map((s) => s.image),
      ...Object.keys(site.siteImages),
    ];
    for (const id of named) expect(site.images.has(id), id).toBe(true);
  });

  it("gives every project the year, status and timeline of its own file", () => {
    for (const project of site.projects) {
      expect(project.year, project.key).toBeGreaterThanOrEqual(1990);
      expect(["in-progress", "completed"]).toContain(project.status);
      expect(project.timeline.amount, project.key).toBeGreaterThan(0);
    }
  });

  it("lists the news newest first", () => {
    const dates = site.news.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("a broken content file", () => {
  let dir: string;

  // A copy of the content: its text files, and an empty file for each image.
  beforeEach(() => {
    dir = copyContent();
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  const first = (collection: string) => {
    const { projects, articles } = loadContent(dir);
    const key = collection === "projects" ? projects[0]!.key : articles[0]!.key;
    return path.join(dir, collection, key);
  };
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(file, change(readFileSync(file, "utf8")));
  const problems = () => {
    try {
      loadContent(dir);
    } catch (error) {
      if (error instanceof ContentError) return error.message;
      throw error;
    }
    throw new Error("the broken content was accepted");
  };

  it("names a missing Spanish twin", () => {
    const folder = first("news");
    rmSync(path.join(folder, "index.es.md"));
    expect(problems()).toMatch(
      /content\/news\/[a-z0-9-]+\/index\.es\.md is missing: every entry needs its Spanish twin/,
    );
  });

  it("names an unknown category and lists the ones allowed", () => {
    const file = path.join(first("news"), "index.en.md");
    edit(file, (text) => text.replace(/^category: .*$/m, "category: gossip"));
    expect(problems()).toMatch(
      /index\.en\.md, field "category": category must be one of: development, technology/,
    );
  });

  it("names a gallery outside 4 to 13 photos", () => {
    const file = path.join(first("projects"), "index.en.md");
    edit(file, (text) =>
      text.replace(
        /gallery:\n(?: {2}- [\s\S]*?)(?=\n---)/,
        "gallery:\n  - image: x/y\n    alt: { en: a, es: b }",
      ),
    );
    expect(problems()).toMatch(
      /index\.en\.md, field "gallery": a gallery needs 4 to 13 photos, cover first/,
    );
  });

  it("names an image that does not exist", () => {
    const file = path.join(first("news"), "index.en.md");
    edit(file, (text) =>
      text.replace(/^image: .*$/m, "image: /content/images/news/no-such-picture.jpg"),
    );
    expect(problems()).toMatch(
      /index\.en\.md, field "image": there is no image "news\/no-such-picture" in content\/images/,
    );
  });

  it("corrects an English address with its field, leading the old address to the new one", () => {
    const folder = first("news");
    const key = path.basename(folder);
    edit(path.join(folder, "index.en.md"), (text) =>
      text.replace(/^title: /m, "slug: a-corrected-address\ntitle: "),
    );
    const { articles, formerSlugs } = loadContent(dir);
    expect(articles.find((article) => article.key === key)?.slug.en).toBe("a-corrected-address");
    expect(formerSlugs).toContainEqual({
      kind: "article",
      locale: "en",
      from: key,
      to: "a-corrected-address",
    });
  });

  it("leads every earlier address listed in a file to the current one", () => {
    const folder = first("projects");
    edit(path.join(folder, "index.es.md"), (text) =>
      text.replace(/^title: /m, "formerSlugs:\n  - una-direccion-anterior\ntitle: "),
    );
    const { projects, formerSlugs } = loadContent(dir);
    const project = projects.find((entry) => entry.key === path.basename(folder))!;
    expect(formerSlugs).toContainEqual({
      kind: "project",
      locale: "es",
      from: "una-direccion-anterior",
      to: project.slug.es,
    });
  });

  it("names an earlier address that another page uses now", () => {
    const { articles } = loadContent(dir);
    const [a, b] = articles;
    edit(path.join(dir, "news", b!.key, "index.en.md"), (text) =>
      text.replace(/^title: /m, `formerSlugs:\n  - ${a!.slug.en}\ntitle: `),
    );
    expect(problems()).toMatch(
      new RegExp(`the English news address "${a!.slug.en}" is already used by`),
    );
  });

  it("makes an address of a folder named from an accented title, as the editor may name it", () => {
    const about = readFileSync(path.join(dir, "about.yaml"), "utf8");
    const article = loadContent(dir).articles.find((a) => !about.includes(`article: ${a.key}`))!;
    cpSync(
      path.join(dir, "news", article.key),
      path.join(dir, "news", "Losa en Cóbano, año 2026"),
      {
        recursive: true,
      },
    );
    rmSync(path.join(dir, "news", article.key), { recursive: true });
    const read = loadContent(dir).articles.find((a) => a.key === "Losa en Cóbano, año 2026");
    expect(read?.slug.en).toBe("losa-en-cobano-ano-2026");
  });

  it("reads a phone's or a chat app's photo name as the image it gives", () => {
    const file = path.join(first("news"), "index.en.md");
    for (const name of [
      "IMG_4821.JPG",
      "WhatsApp Image 2026-11-25 at 06.30.12.jpeg",
      "Losa en Cóbano.jpg",
    ]) {
      writeFileSync(path.join(dir, "images", "news", name), "");
      edit(file, (text) => text.replace(/^image: .*$/m, `image: /content/images/news/${name}`));
      const { articles, images } = loadContent(dir);
      const image = articles.find((a) => file.includes(a.key))!.image;
      expect(images.has(image), image).toBe(true);
      expect(image).toMatch(/^news\/[a-z0-9-]+$/);
    }
  });

  it("names two photos whose names give the same image", () => {
    writeFileSync(path.join(dir, "images", "news", "IMG_4821.JPG"), "");
    writeFileSync(path.join(dir, "images", "news", "img-4821.jpg"), "");
    expect(problems()).toMatch(
      /content\/images\/news\/IMG_4821\.JPG and content\/images\/news\/img-4821\.jpg: these files give the same image "news\/img-4821"/,
    );
  });

  it("leaves an article dated after today off the site until its day", () => {
    const folder = first("news");
    const key = path.basename(folder);
    edit(path.join(folder, "index.en.md"), (text) =>
      text.replace(/^date: .*$/m, "date: 2031-03-02"),
    );
    const previous = process.env.SITE_TODAY;
    try {
      process.env.SITE_TODAY = "2031-03-01";
      const before = loadContent(dir);
      expect(before.articles.map((a) => a.key)).not.toContain(key);
      expect(before.news.map((item) => item.date)).not.toContain("2031-03-02");
      expect(before.scheduled.map((item) => item.date)).toContain("2031-03-02");
      process.env.SITE_TODAY = "2031-03-02";
      expect(loadContent(dir).articles.map((a) => a.key)).toContain(key);
    } finally {
      if (previous === undefined) delete process.env.SITE_TODAY;
      else process.env.SITE_TODAY = previous;
    }
  });

  it("leaves a draft off the site, article or project, and keeps its address taken", () => {
    const article = first("news");
    const project = first("projects");
    for (const folder of [article, project]) {
      edit(path.join(folder, "index.en.md"), (text) =>
        text.replace(/^title: .*$/m, "$&\ndraft: true"),
      );
    }
    const site = loadContent(dir);
    expect(site.articles.map((a) => a.key)).not.toContain(path.basename(article));
    expect(site.news.map((n) => (n.type === "article" ? n.key : n.slug))).not.toContain(
      path.basename(article),
    );
    expect(site.scheduled.map((n) => (n.type === "article" ? n.key : n.slug))).not.toContain(
      path.basename(article),
    );
    expect(site.projects.map((p) => p.key)).not.toContain(path.basename(project));
    expect(site.drafts.map((entry) => entry.key).sort()).toEqual(
      [path.basename(article), path.basename(project)].sort(),
    );
    // Nothing leads to a page a draft does not have.
    const paths = new Set(site.drafts.flatMap((entry) => Object.values(entry.slug)));
    expect(site.formerSlugs.filter((former) => paths.has(former.to))).toEqual([]);
    // Its addresses stay its own: another entry cannot take them while it waits.
    const other = path.join(dir, "news", loadContent(dir).articles[0]!.key, "index.es.md");
    const draftSlug = site.drafts.find((e) => e.key === path.basename(article))!.slug.es;
    edit(other, (text) => text.replace(/^slug: .*$/m, `slug: ${draftSlug}`));
    expect(problems()).toMatch(/the Spanish news address ".+" is already used by/);
  });

  it("names a draft mark that is not on or off", () => {
    edit(path.join(first("news"), "index.en.md"), (text) =>
      text.replace(/^title: .*$/m, "$&\ndraft: maybe"),
    );
    expect(problems()).toMatch(/index\.en\.md, field "draft": draft is true or false/);
  });

  it("builds a ninth project made by duplicating a project's files, with its own facts", () => {
    const { projects } = loadContent(dir);
    const source = projects[0]!;
    const copy = path.join(dir, "projects", "casa-nueve");
    cpSync(path.join(dir, "projects", source.key), copy, { recursive: true });
    const next = Math.max(...projects.map((p) => p.id)) + 1;
    edit(path.join(copy, "index.en.md"), (text) =>
      text
        .replace(/^id: .*$/m, `id: ${next}`)
        .replace(/^year: .*$/m, "year: 2026")
        .replace(/^status: .*$/m, "status: in-progress")
        .replace(/^timeline: .*$/m, "timeline: 18M"),
    );
    edit(path.join(copy, "index.es.md"), (text) => text.replace(/^slug: .*$/m, "slug: casa-nueve"));
    const ninth = loadContent(dir).projects.find((p) => p.key === "casa-nueve");
    expect(ninth).toMatchObject({
      id: next,
      slug: { en: "casa-nueve", es: "casa-nueve" },
      year: 2026,
      status: "in-progress",
      timeline: { amount: 18, unit: "month" },
    });
  });

  it("names a timeline it cannot read", () => {
    const file = path.join(first("projects"), "index.en.md");
    edit(file, (text) => text.replace(/^timeline: .*$/m, "timeline: ten months"));
    expect(problems()).toMatch(
      /index\.en\.md, field "timeline": write the timeline as a number and M \(months\) or Y \(years\)/,
    );
  });

  it("asks for an image's file name, extension included", () => {
    const file = path.join(first("news"), "index.en.md");
    edit(file, (text) => text.replace(/^image: (.*)\.\w+$/m, "image: $1"));
    expect(problems()).toMatch(
      /index\.en\.md, field "image": name the image by its file, e\.g\. \/content\/images\/news\/permit-process\.jpg/,
    );
  });

  it("names two entries with the same slug in one language", () => {
    const { articles } = loadContent(dir);
    const [a, b] = articles;
    edit(path.join(dir, "news", b!.key, "index.es.md"), (text) =>
      text.replace(/^slug: .*$/m, `slug: ${a!.slug.es}`),
    );
    expect(problems()).toMatch(
      new RegExp(
        `the Spanish news address "${a!.slug.es}" is already used by content/news/${a!.key}/index\\.es\\.md`,
      ),
    );
  });

  it("names a date outside the ISO format", () => {
    const file = path.join(first("news"), "index.en.md");
    edit(file, (text) => text.replace(/^date: .*$/m, 'date: "19/12/2024"'));
    expect(problems()).toMatch(/index\.en\.md, field "date": write the date as YYYY-MM-DD/);
  });

  it("names an empty body", () => {
    const file = path.join(first("projects"), "index.es.md");
    edit(file, (text) => text.replace(/\n---\n[\s\S]*$/, "\n---\n"));
    expect(problems()).toMatch(/index\.es\.md: the text below the fields is empty/);
  });

  it("names a misspelt field", () => {
    const file = path.join(first("news"), "index.es.md");
    edit(file, (text) => text.replace(/^excerpt:/m, "exerpt:"));
    expect(problems()).toMatch(/index\.es\.md, field "excerpt": write the excerpt/);
    expect(problems()).toMatch(/index\.es\.md: unknown field "exerpt"/);
  });

  it("names bedrooms given to a project that is not a home", () => {
    const { projects } = loadContent(dir);
    const shop = projects.find((project) => project.category !== "residential")!;
    edit(path.join(dir, "projects", shop.key, "index.en.md"), (text) =>
      text.replace(/^facts:\n/m, "facts:\n  bedrooms: 2\n"),
    );
    expect(problems()).toMatch(
      /index\.en\.md, field "facts\.bedrooms": bedrooms are for homes: leave them out of a (commercial|industrial) project/,
    );
  });

  it("names a step of how we work that links to an article that does not exist", () => {
    edit(path.join(dir, "about.yaml"), (text) =>
      text.replace(/^(\s+)article: [a-z0-9-]+$/m, "$1article: no-such-article"),
    );
    expect(problems()).toMatch(
      /content\/about\.yaml, field "process\.steps\[\d+\]\.article": no article is in content\/news\/no-such-article\//,
    );
  });

  it("names only the refused article, not the step of how we work that links to it", () => {
    const about = readFileSync(path.join(dir, "about.yaml"), "utf8");
    const linked = /^\s+article: ([a-z0-9-]+)$/m.exec(about)![1]!;
    edit(path.join(dir, "news", linked, "index.en.md"), (text) =>
      text.replace(/^category: .*$/m, "category: permits"),
    );
    const message = problems();
    expect(message).toMatch(
      new RegExp(
        `content/news/${linked}/index\\.en\\.md, field "category": category must be one of`,
      ),
    );
    expect(message).not.toMatch(/about\.yaml/);
    expect(message).toMatch(/^The content has 1 problem:/);
  });

  it("warns of a photo described in one language only, the other still the same words, and publishes it", () => {
    const folder = first("news");
    edit(path.join(folder, "index.en.md"), (text) =>
      text.replace(/^(imageAlt:\n\s+en: ).*\n(\s+es: )(.*)$/m, "$1$3\n$2$3"),
    );
    const site = loadContent(dir);
    expect(site.articles.map((article) => article.key)).toContain(path.basename(folder));
    expect(site.warnings).toContainEqual(
      `content/news/${path.basename(folder)}/index.en.md, field "imageAlt": the English and Spanish descriptions are the same words. Translate the one still in the other language, for visitors who cannot see the photo.`,
    );
  });

  it("warns of an article without two subheadings and a list, in its language, and publishes it", () => {
    const folder = first("news");
    edit(path.join(folder, "index.es.md"), (text) =>
      text.replace(/\n\n- [\s\S]*?(?=\n\n[^-]|$)/g, ""),
    );
    const site = loadContent(dir);
    expect(site.articles.map((article) => article.key)).toContain(path.basename(folder));
    const warnings = site.warnings.filter((warning) => warning.includes(path.basename(folder)));
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/news/${path.basename(folder)}/index\\.es\\.md: the text has no bulleted list\\. Readers on a phone find their way by sections: give it at least two subheadings \\(Heading 2\\) and a bulleted list\\.$`,
        ),
      ),
    ]);
    edit(path.join(folder, "index.en.md"), (text) =>
      text.replace(/\n---\n[\s\S]*$/, "\n---\n\nOne paragraph, a short note.\n"),
    );
    expect(loadContent(dir).warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/news/${path.basename(folder)}/index\\.en\\.md: the text has no subheadings and no bulleted list\\.`,
        ),
      ),
    );
  });

  describe("a build diary entry", () => {
    const dayAfter = (day: string, days = 1) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    // An entry the day after the first project's newest, within its timeline,
    // on a site built the day after that.
    let entryDay: string;
    let today: string;
    let previous: string | undefined;
    beforeEach(() => {
      previous = process.env.SITE_TODAY;
      process.env.SITE_TODAY = "9999-12-31";
      const site = loadContent(dir);
      const project = site.projects[0]!;
      const newest = site.diary.find((entry) => entry.project === project.key)?.date;
      entryDay = dayAfter(newest ?? `${project.year}-01-01`);
      today = dayAfter(entryDay);
      process.env.SITE_TODAY = today;
    });
    afterEach(() => {
      if (previous === undefined) delete process.env.SITE_TODAY;
      else process.env.SITE_TODAY = previous;
    });

    /** An entry as the editor writes it: its file named from its project and day, its photos as the phone named them. */
    const write = ({
      project = loadContent(dir).projects[0]!.key,
      date = entryDay,
      photos = 2,
      lines = photos,
    }: { project?: string; date?: string; photos?: number; lines?: number } = {}) => {
      const key = `${project}-${date}`;
      const files = Array.from({ length: photos }, (_, n) => `IMG_48${20 + n}.webp`);
      mkdirSync(path.join(dir, "images", "diary"), { recursive: true });
      for (const file of files) writeFileSync(path.join(dir, "images", "diary", file), "");
      const described = (word: string) =>
        Array.from({ length: lines }, (_, n) => `    ${word} ${n + 1}`).join("\n");
      writeFileSync(
        path.join(dir, "diary", `${key}.yaml`),
        [
          `project: ${project}`,
          `date: ${date}`,
          "note:",
          "  en: We poured the slab over the ground floor.",
          "  es: Chorreamos la losa de entrepiso.",
          files.length ? "photos:" : "photos: []",
          ...files.map((file) => `  - /content/images/diary/${file}`),
          "descriptions:",
          `  en: |-\n${described("Photo")}`,
          `  es: |-\n${described("Foto")}`,
          "",
        ].join("\n"),
      );
      return key;
    };

    it("reads an entry with phone photos, newest first among its project's", () => {
      const key = write();
      const { diary } = loadContent(dir);
      expect(diary[0]?.key).toBe(key);
      expect(diary[0]?.photos).toEqual(["diary/img-4820", "diary/img-4821"]);
      const dates = diary.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("names an entry whose project does not exist", () => {
      const key = write({ project: "no-such-house" });
      expect(problems()).toMatch(
        new RegExp(
          `content/diary/${key}\\.yaml, field "project": no project is in content/projects/no-such-house/`,
        ),
      );
    });

    it("names an entry with no photo", () => {
      const key = write({ photos: 0, lines: 1 });
      expect(problems()).toMatch(
        new RegExp(`content/diary/${key}\\.yaml, field "photos": an entry needs 1 to 6 photos`),
      );
    });

    it("names a note longer than a phone's screen holds", () => {
      const key = write();
      edit(path.join(dir, "diary", `${key}.yaml`), (text) =>
        text.replace(/^ {2}es: .*$/m, `  es: ${"Chorreamos la losa. ".repeat(40)}`),
      );
      expect(problems()).toMatch(
        new RegExp(
          `${key}\\.yaml, field "note.es": the Spanish note is longer than 700 characters`,
        ),
      );
    });

    it("warns of a photo left without its line, and publishes the entry", () => {
      const key = write({ photos: 3, lines: 2 });
      const site = loadContent(dir);
      expect(site.diary.map((entry) => entry.key)).toContain(key);
      expect(site.warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^content/diary/${key}\\.yaml, field "descriptions\\.en": 3 photos and 2 English lines\\. Write one line per photo`,
          ),
        ),
      );
    });

    it("leaves an entry dated after today off the site until its day", () => {
      const key = write({ date: dayAfter(today) });
      expect(loadContent(dir).diary.map((entry) => entry.key)).not.toContain(key);
      process.env.SITE_TODAY = dayAfter(today);
      expect(loadContent(dir).diary.map((entry) => entry.key)).toContain(key);
    });

    it("names a diary that runs longer than its project's timeline, and stops the build", () => {
      const project = loadContent(dir).projects[0]!;
      const notes = readdirSync(path.join(dir, "diary"))
        .filter((name) => name.startsWith(`${project.key}-`))
        .map(
          (name) => /^date: (.*)$/m.exec(readFileSync(path.join(dir, "diary", name), "utf8"))![1]!,
        )
        .sort();
      const months = timelineMonths(project.timeline);
      const start = notes[0] ?? entryDay;
      if (notes.length === 0) write({ date: start });
      const late = dayAfter(addMonths(start, months));
      process.env.SITE_TODAY = late;
      const key = write({ date: late });
      const message = new RegExp(
        `content/diary/${key}\\.yaml, field "date": the build diary of .+ runs from ${start} to ${late}, longer than the project's timeline of ${months} months.*content/projects/${project.key}/index\\.en\\.md, field "timeline"`,
      );
      expect(problems()).toMatch(message);
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
        env: { ...process.env, CONTENT_DIR: dir },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(message);
    }, 60_000);

    it("names an entry dated after a completed project's build could have ended", () => {
      const project = loadContent(dir).projects.find((entry) => entry.status === "completed")!;
      expect(project, "a completed project").toBeDefined();
      const handover = latestHandover(project.year, project.timeline);
      const within = write({ project: project.key, date: `${project.year}-06-01` });
      process.env.SITE_TODAY = dayAfter(handover);
      expect(loadContent(dir).diary.map((entry) => entry.key)).toContain(within);
      const key = write({ project: project.key, date: dayAfter(handover) });
      expect(problems()).toMatch(
        new RegExp(
          `content/diary/${key}\\.yaml, field "date": ${project.title.en} is marked Completed, started in ${project.year} .* ended by ${handover}`,
        ),
      );
    });

    it("names a file in the diary's folder that is not an entry", () => {
      writeFileSync(path.join(dir, "diary", "notes.txt"), "");
      expect(problems()).toMatch(
        /content\/diary\/notes\.txt is not read: content\/diary\/ holds one \.yaml file per entry/,
      );
    });
  });

  const company = (change: (facts: Record<string, Record<string, unknown>>) => void) => {
    const file = path.join(dir, "company.json");
    const facts = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown>>;
    change(facts);
    writeFileSync(file, JSON.stringify(facts, null, 2));
  };

  it("refuses a placeholder among the company facts, asking to leave the field empty", () => {
    company((facts) => {
      facts.legal = { ...facts.legal, cedulaJuridica: "[3-101-XXXXXX]" };
      facts.credentials = { cfia: "XXXX" };
    });
    const message = problems();
    expect(message).toMatch(
      /content\/company\.json, field "legal\.cedulaJuridica": the cédula jurídica holds a placeholder; leave it empty \(""\) until the real one is known/,
    );
    expect(message).toMatch(
      /content\/company\.json, field "credentials\.cfia": the CFIA registration number holds a placeholder/,
    );
  });

  it("takes only Google's links for the reviews, or nothing until they are known", () => {
    company((facts) => {
      facts.reviews = {
        place: "https://www.facebook.com/soleradesignbuild/reviews",
        write: "https://maps.app.goo.gl/AbCd1234",
      };
    });
    const message = problems();
    expect(message).toMatch(
      /content\/company\.json, field "reviews\.place": write the Business Profile's Google Maps link like https:\/\/maps\.app\.goo\.gl\/AbCd1234, or leave it empty/,
    );
    expect(message).toMatch(
      /field "reviews\.write": write the Business Profile's link to leave a review like https:\/\/g\.page\/r\/CAbCd1234\/review, or leave it empty/,
    );
    company((facts) => {
      facts.reviews = {
        place: "https://www.google.com/maps/place/Solera+Design+Build/@9.64,-85.16,17z",
        write: "https://search.google.com/local/writereview?placeid=ChIJ123",
      };
    });
    expect(loadContent(dir).company.reviews).toEqual({
      place: "https://www.google.com/maps/place/Solera+Design+Build/@9.64,-85.16,17z",
      write: "https://search.google.com/local/writereview?placeid=ChIJ123",
    });
  });

  const walkthrough = (file: string, lines: string) =>
    edit(file, (text) =>
      text.replace(/^walkthrough:\n(?: .*\n)*/m, "").replace(/\n---\n/, `\n${lines}---\n`),
    );

  it("keeps a walkthrough's YouTube id from the link the owner pastes, or from the id", () => {
    const file = path.join(first("projects"), "index.en.md");
    for (const pasted of [
      "https://youtu.be/M7lc1UVf-VE?si=abc",
      "https://www.youtube.com/watch?v=M7lc1UVf-VE&t=42s",
      "https://m.youtube.com/shorts/M7lc1UVf-VE",
      "M7lc1UVf-VE",
    ]) {
      walkthrough(file, `walkthrough:\n  youtube: "${pasted}"\n`);
      expect(loadContent(dir).projects[0]!.walkthrough, pasted).toEqual({ youtube: "M7lc1UVf-VE" });
    }
  });

  it("names a walkthrough that is not a YouTube video, and a poster that does not exist", () => {
    const file = path.join(first("projects"), "index.en.md");
    walkthrough(file, "walkthrough:\n  youtube: https://vimeo.com/76979871\n");
    expect(problems()).toMatch(
      /field "walkthrough\.youtube": this is not a YouTube video: paste its link/,
    );
    walkthrough(
      file,
      "walkthrough:\n  youtube: M7lc1UVf-VE\n  poster: /content/images/projects/nowhere.jpg\n",
    );
    expect(problems()).toMatch(
      /field "walkthrough\.poster": there is no image "projects\/nowhere"/,
    );
  });

  it("lists a sample walkthrough among the details to confirm before launch, until it is unticked", () => {
    const key = path.basename(first("projects"));
    const file = path.join(dir, "projects", key, "index.en.md");
    const standIn = (warnings: string[]) =>
      warnings
        .flatMap((warning) => warning.split("\n"))
        .filter((line) => line.includes(`${key}/index.en.md, field "walkthrough`));
    walkthrough(file, "walkthrough:\n  unconfirmed: [youtube]\n  youtube: M7lc1UVf-VE\n");
    expect(standIn(loadContent(dir).warnings)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^ {2}- content/projects/${key}/index\\.en\\.md, field "walkthrough\\.youtube" \\(Video walk-through › YouTube video\\): temporary`,
        ),
      ),
    ]);
    walkthrough(file, "walkthrough:\n  unconfirmed: []\n  youtube: M7lc1UVf-VE\n");
    expect(standIn(loadContent(dir).warnings)).toEqual([]);
  });

  it("asks for a cédula jurídica in its own format", () => {
    company((facts) => {
      facts.legal = { ...facts.legal, cedulaJuridica: "3101" };
    });
    expect(problems()).toMatch(
      /field "legal\.cedulaJuridica": write the cédula jurídica like 3-101-123456, or leave it empty/,
    );
  });

  it("stops the build's first step, naming the file and the field", () => {
    const file = path.join(first("news"), "index.en.md");
    edit(file, (text) => text.replace(/^category: .*$/m, "category: gossip"));
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
        env: { ...process.env, CONTENT_DIR: dir },
        stdio: "pipe",
      });
    } catch (error) {
      const failed = error as { status: number; stderr: Buffer };
      status = failed.status;
      output = failed.stderr.toString();
    }
    expect(status).toBe(1);
    expect(output).toMatch(
      /content\/news\/[a-z0-9-]+\/index\.en\.md, field "category": category must be one of/,
    );
  }, 60_000);
});
