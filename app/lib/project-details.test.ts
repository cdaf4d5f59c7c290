import { describe, expect, it } from "vitest";
import {
  bathroomCount,
  serviceLabel,
  neighbours,
  projectFactList,
  projectLinkWords,
  projectSummary,
  squareMetres,
  type FactsInput,
} from "./project-details";

const home: FactsInput = {
  category: "residential",
  location: "Santa Teresa",
  builtArea: 1250,
  lotArea: 2400,
  bedrooms: 4,
  bathrooms: 3.5,
  services: ["design", "permits", "construction", "interiors"],
};

const shop: FactsInput = {
  category: "commercial",
  location: "Cóbano",
  builtArea: 800,
  lotArea: 12000,
  services: ["construction"],
};

describe("serviceLabel", () => {
  it("names a service in each language, as the facts list does", () => {
    expect(serviceLabel("management", "en")).toBe("Project management");
    expect(serviceLabel("management", "es")).toBe("Dirección de obra");
    const facts = projectFactList(
      {
        category: "residential",
        location: "Santa Teresa",
        builtArea: 300,
        lotArea: 1000,
        services: ["design", "interiors"],
      },
      "es",
    );
    expect(facts.find((fact) => fact.key === "services")?.detail).toContain(
      serviceLabel("design", "es"),
    );
  });
});

describe("squareMetres", () => {
  it("groups digits as each language writes them, with the unit kept on the same line", () => {
    expect(squareMetres(1250, "en")).toBe("1,250\u00a0m²");
    expect(squareMetres(1250, "es")).toBe("1\u00a0250\u00a0m²");
    expect(squareMetres(420, "es")).toBe("420\u00a0m²");
  });
});

describe("projectFactList", () => {
  it("lists areas, rooms, place and services of a home", () => {
    const facts = projectFactList(home, "en");
    expect(facts.map((fact) => fact.key)).toEqual([
      "builtArea",
      "lotArea",
      "bedrooms",
      "bathrooms",
      "location",
      "services",
    ]);
    expect(facts.find((fact) => fact.key === "services")?.detail).toBe(
      "Design, permits, construction and interiors",
    );
  });

  it("writes half baths as each language reads them, and the Spanish conjunction", () => {
    expect(projectFactList(home, "en").find((fact) => fact.key === "bathrooms")?.detail).toBe(
      "3.5",
    );
    const facts = projectFactList(home, "es");
    expect(facts.find((fact) => fact.key === "bathrooms")?.detail).toBe("3 y medio");
    expect(facts.find((fact) => fact.key === "services")?.detail).toBe(
      "Diseño, permisos, construcción e interiores",
    );
  });

  it("leaves out rooms where the content gives none", () => {
    const keys = projectFactList(shop, "es").map((fact) => fact.key);
    expect(keys).not.toContain("bedrooms");
    expect(keys).not.toContain("bathrooms");
  });

  it("lists only the lines whose values are written, for a project half written in the editor", () => {
    expect(projectFactList({ builtArea: 120, services: [] }, "en")).toEqual([
      { key: "builtArea", term: "Built area", detail: "120\u00a0m²" },
    ]);
    expect(projectFactList({ location: "" }, "en")).toEqual([]);
  });
});

describe("bathroomCount", () => {
  it("writes a half bath as US listings do in English, and as 'y medio' in Spanish, never '4,5'", () => {
    expect(bathroomCount(4.5, "en")).toBe("4.5");
    expect(bathroomCount(4.5, "es")).toBe("4 y medio");
    expect(bathroomCount(0.5, "en")).toBe("0.5");
    expect(bathroomCount(0.5, "es")).toBe("medio");
    expect(bathroomCount(3.5, "es")).not.toMatch(/[.,]/);
    expect(bathroomCount(4, "es")).toBe("4");
  });

  it("writes a whole count as a plain number in both languages", () => {
    expect(bathroomCount(3, "en")).toBe("3");
    expect(bathroomCount(5, "es")).toBe("5");
  });
});

describe("projectSummary", () => {
  it("gives a home's built area and bedrooms, in the singular when there is one", () => {
    expect(projectSummary(home, "en")).toBe("1,250\u00a0m² built · 4 bedrooms");
    expect(projectSummary({ ...home, bedrooms: 1 }, "es")).toBe(
      "1\u00a0250\u00a0m² construidos · 1 habitación",
    );
  });

  it("gives anything else's built area and lot", () => {
    expect(projectSummary(shop, "en")).toBe("800\u00a0m² built · 12,000\u00a0m² lot");
    expect(projectSummary(shop, "es")).toBe(
      "800\u00a0m² construidos · lote de 12\u00a0000\u00a0m²",
    );
  });
});

describe("projectLinkWords", () => {
  it("names the project in the chat's first message, in each language", () => {
    const where = { title: "Casa Horizonte", location: "Santa Teresa" };
    expect(projectLinkWords("en", where).chatText).toContain(
      "I’m interested in a project like Casa Horizonte",
    );
    expect(projectLinkWords("es", where).chatText).toContain(
      "Me interesa un proyecto como Casa Horizonte",
    );
    expect(projectLinkWords("es", where).map).toBe("Ver Santa Teresa en un mapa");
  });
});

describe("neighbours", () => {
  it("wraps around both ends of the list", () => {
    expect(neighbours(["a", "b", "c"], 0)).toEqual({ previous: "c", next: "b" });
    expect(neighbours(["a", "b", "c"], 2)).toEqual({ previous: "b", next: "a" });
  });

  it("points a list of one at itself", () => {
    expect(neighbours(["a"], 0)).toEqual({ previous: "a", next: "a" });
  });
});
