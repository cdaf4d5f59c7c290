/**
 * Takes the pictures of docs/editing.md's "Publishing" walk-through: the
 * editor at /admin of a served build (`npm run serve`, PORT), signed in
 * through the GitHub stand-in, an article written and saved as the owner
 * does, and the line at the foot of the editor as the host builds it, then
 * as a build is refused.
 *
 *   npm run editing:screenshots                      # Spanish, 390 px, into docs/editing
 *   npm run editing:screenshots -- en 1280 shots     # another language, width, folder
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "../app/content/content.server";
import { lookEveryMs } from "../cms/site-status";
import { chromiumFlags, chromiumPath } from "../tests/chromium";
import { standIn } from "../tests/e2e/github-stand-in";
import { phonePhoto } from "../tests/e2e/phone-photo";
import {
  editorWords,
  playHost,
  publishArticle,
  signInWithToken,
  siteLine,
} from "../tests/e2e/publishing";

const [language = "es", width = "390", folder = "docs/editing"] = process.argv.slice(2);
if (language !== "es" && language !== "en") throw new Error(`No editor language "${language}"`);
const port = process.env.PORT ?? "3000";
const out = path.resolve(folder);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    locale: language === "es" ? "es-CR" : "en-US",
    timezoneId: "America/Costa_Rica",
    viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 800 },
    hasTouch: Number(width) < 600,
  });
  const stand = await standIn(context);
  const site = await playHost(context, stand);
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForTimeout(600);
    // A screen is a few flat colours: a palette keeps the file small for the repository.
    const picture = await page.screenshot();
    await sharp(picture)
      .png({ palette: true, compressionLevel: 9 })
      .toFile(path.join(out, `${name}-${width}.png`));
    console.log(`editing-screenshots: ${name}-${width}.png`);
  };
  const nextLook = () => page.clock.fastForward(lookEveryMs.idle);

  await page.clock.install();
  await page.goto("/admin");
  await page.getByRole("button", { name: editorWords[language].signInWithToken }).waitFor();
  await shot("sign-in");
  await signInWithToken(page, editorWords[language]);
  await shot("publish-collections");

  await publishArticle(page, {
    photo: await phonePhoto(),
    words: editorWords[language],
    pause: async (step) => {
      if (step === "form")
        await page
          .locator("main, body")
          .first()
          .evaluate(() => scrollTo(0, 0));
      await shot(`publish-${step}`);
    },
  });
  await siteLine(page)
    .getByText(/En camino|On its way/)
    .waitFor();
  await shot("publish-on-its-way");

  site.build("success");
  await nextLook();
  await siteLine(page).getByRole("link").first().waitFor();
  await shot("publish-live");

  // A change the build refuses: a category the site does not have.
  const refused = loadContent().articles[0]!;
  const file = `content/news/${refused.key}/index.en.md`;
  stand.push(
    {
      [file]: stand
        .tree("main")!
        .get(file)!
        .toString()
        .replace(/^category: .*$/m, "category: permits"),
    },
    "Move the permit guide",
  );
  site.build("failure");
  await nextLook();
  await siteLine(page).and(page.locator('[data-tone="alert"]')).waitFor();
  await shot("publish-refused");
} catch (error) {
  await browser
    .contexts()[0]
    ?.pages()[0]
    ?.screenshot({ path: path.join(out, "failed.png") });
  throw error;
} finally {
  await browser.close();
}
