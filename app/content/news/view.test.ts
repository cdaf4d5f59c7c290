import { describe, expect, it } from "vitest";
import { articleView } from "./view";

describe("articleView", () => {
  it("writes the day in the page's language, the minutes to read and the body's blocks", () => {
    const words = Array.from({ length: 400 }, () => "palabra").join(" ");
    const { article, body } = articleView(
      { title: "Losas", date: "2025-09-03", body: `**Antes**\n\n${words}` },
      "es",
    );
    expect(article).toMatchObject({
      title: "Losas",
      dateLabel: "3 de setiembre de 2025",
      minutes: 2,
    });
    expect(body.map((block) => block.type)).toEqual(["h2", "p"]);
  });

  it("draws an article half written with what it has", () => {
    const { article, body } = articleView({ title: "Losas" }, "en");
    expect(article).toEqual({ title: "Losas", dateLabel: undefined, minutes: 1 });
    expect(body).toEqual([]);
  });
});
