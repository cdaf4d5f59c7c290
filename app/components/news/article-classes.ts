/**
 * The article's look, as class names: the reader (article-reader.tsx,
 * article-body.tsx) and the editor's preview of an article (cms/preview.ts)
 * both draw with these, so what the owner previews is what the visitor reads.
 */
export const articleClasses = {
  header: "mx-auto max-w-4xl px-gutter pt-16 text-center md:pt-24 print:pt-0",
  eyebrow:
    "flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-eyebrow font-semibold text-concrete-600 uppercase",
  category: "text-sand-700",
  title: "mt-6 font-display text-display-lg text-balance outline-none",
  excerpt: "mx-auto mt-6 max-w-2xl text-body-lg text-pretty text-concrete-700 md:text-[1.3125rem]",
  figure: "mx-auto mt-12 max-w-6xl md:mt-16 md:px-gutter",
  image: "aspect-[3/2] bg-sand-100 md:aspect-[2/1] md:rounded-card print:aspect-[2/1]",
  column:
    "mx-auto mt-12 max-w-[68ch] px-gutter md:mt-16 [&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mt-1.5 [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-[4.25em] [&>p:first-child]:first-letter:leading-[0.8] [&>p:first-child]:first-letter:text-sand-700",
  body: "text-[1.125rem] leading-[1.75] text-ink/90",
  h2: "mt-14 mb-5 font-display text-display-sm text-balance text-ink first:mt-0",
  h3: "mt-10 mb-3 text-lg font-semibold text-ink",
  ul: "my-6 list-disc space-y-2.5 pl-6 marker:text-sand-600 [&_li]:pl-1",
  p: "my-6 text-pretty",
  strong: "font-semibold text-ink",
  link: "font-medium text-ocean-700 underline decoration-sand-400 underline-offset-4 hover:text-ink",
} as const;
