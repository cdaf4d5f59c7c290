// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ProjectCardData } from "~/content/projects/views.server";
import { ProjectList } from "./project-list";

afterEach(cleanup);

const cover = {
  id: "projects/a/01",
  path: "/images/projects/a/01-abc",
  width: 1600,
  height: 1067,
  widths: [480, 960, 1600],
  placeholder: "data:image/webp;base64,AAAA",
  alt: "",
};

const projects: ProjectCardData[] = [
  {
    slug: "a",
    category: "residential",
    location: "Santa Teresa",
    title: "A",
    description: "A.",
    summary: "100 m² built · 2 bedrooms",
    cover,
  },
  {
    slug: "b",
    category: "commercial",
    location: "Cóbano",
    title: "B",
    description: "B.",
    summary: "300 m² built · 900 m² lot",
    cover,
  },
];

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: "/projects", Component: () => <ProjectList projects={projects} /> },
    { path: "/es/projects", Component: () => <ProjectList projects={projects} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

/** The cards' links, not the filter chips. */
const cardLinks = () =>
  screen.queryAllByRole("link").filter((link) => !link.closest("[role=group]"));

describe("ProjectList", () => {
  it("shows every project, as links to their pages keeping the filter", async () => {
    renderAt("/projects?category=commercial");
    const link = await screen.findByRole("link", { name: "B" });
    expect(link.getAttribute("href")).toBe("/projects/b?category=commercial");
    expect(screen.queryByRole("link", { name: "A" })).toBeNull();
    const chip = screen.getByRole("link", { name: "Commercial" });
    expect(chip.getAttribute("aria-current")).toBe("true");
    expect(chip.getAttribute("href")).toBe("/projects?category=commercial");
    expect(screen.getByRole("status").textContent).toBe("1 project");
  });

  it("says so when no project matches, and offers all projects again", async () => {
    renderAt("/projects?category=industrial");
    expect(await screen.findByRole("heading", { name: "No projects found" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your filter to see more projects.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 projects");
    expect(cardLinks()).toHaveLength(0);
    screen.getByRole("button", { name: "All Projects" }).click();
    await screen.findByRole("link", { name: "A" });
    expect(cardLinks()).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toBe("2 projects");
  });

  it("says it in Spanish under /es", async () => {
    renderAt("/es/projects?category=industrial");
    expect(
      await screen.findByRole("heading", { name: "No se encontraron proyectos" }),
    ).toBeTruthy();
    expect(screen.getByText("Pruebe con otro filtro para ver más proyectos.")).toBeTruthy();
    const chips = within(screen.getByRole("group", { name: "Filtrar proyectos por categoría" }));
    expect(chips.getAllByRole("link").map((b) => b.textContent)).toEqual([
      "Todos los proyectos",
      "Residencial",
      "Comercial",
      "Industrial",
    ]);
  });

  it("falls back to all projects for an unknown category", async () => {
    renderAt("/projects?category=castles");
    await screen.findByRole("link", { name: "A" });
    expect(cardLinks()).toHaveLength(2);
    const all = screen.getByRole("link", { name: "All Projects" });
    expect(all.getAttribute("aria-current")).toBe("true");
    expect(all.getAttribute("href")).toBe("/projects");
  });
});
