import { expect, test } from "@playwright/test";
import { browserUrls } from "./site";

/**
 * A block below the first screen (`lazy-render`) keeps its guessed height
 * until it is drawn, even when its content is laid out for a screen reader's
 * search or an audit; content taller than the guess then lies over the next
 * block, where Lighthouse read the last step of "Cómo trabajamos" as dark
 * text on the dark "Lo que construimos" (contrast 1.07). So every guess must
 * hold the block as drawn, in both languages, at the narrowest width of each
 * breakpoint (Tailwind's base, md and lg), where text wraps the most.
 */
for (const width of [360, 768, 1024]) {
  test(`every block drawn late is guessed at least as tall as it is drawn, at ${width} px`, async ({
    page,
  }) => {
    // It loads every page of the site, which on a slow machine takes longer
    // than one test's default 30 s.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const short: string[] = [];
    for (const { url } of browserUrls) {
      await page.goto(url);
      const blocks = await page.locator(".lazy-render").evaluateAll((elements) => {
        const guesses = elements.map((element) =>
          Number.parseFloat(
            getComputedStyle(element).containIntrinsicBlockSize.replace("auto", ""),
          ),
        );
        // All drawn as if on screen, with no guess, before any is measured: a
        // card's row would otherwise take its neighbours' guesses.
        for (const element of elements) {
          (element as HTMLElement).style.contentVisibility = "visible";
          (element as HTMLElement).style.containIntrinsicSize = "none";
        }
        return elements.map((element, index) => {
          // The guess is of the content's height, inside the padding.
          const style = getComputedStyle(element);
          const padding =
            Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
          const name =
            element.getAttribute("aria-labelledby") ??
            element.tagName.toLowerCase() +
              [...element.attributes]
                .filter((attribute) => attribute.name.startsWith("data-"))
                .map((attribute) => `[${attribute.name}]`)
                .join("");
          return { name, guess: guesses[index]!, drawn: element.clientHeight - padding };
        });
      });
      expect(blocks.length, url).toBeGreaterThan(0);
      for (const { name, guess, drawn } of blocks)
        if (!(guess >= Math.ceil(drawn)))
          short.push(
            `${url} ${name}: guessed ${Math.round(guess)} px, drawn ${Math.round(drawn)} px`,
          );
    }
    expect(short).toEqual([]);
  });
}
