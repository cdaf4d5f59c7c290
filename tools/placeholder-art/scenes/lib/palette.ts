/** Colours of the coast, shifted by time of day. */

export type TimeOfDay = "dawn" | "day" | "golden" | "dusk" | "night";

export const TIMES: readonly TimeOfDay[] = ["dawn", "day", "golden", "dusk", "night"];

/** The brand's base colours, before any light is applied. */
export const BASE = {
  ocean: "#0e2a31",
  oceanMid: "#1f4e5a",
  oceanLight: "#3e7c87",
  sand: "#e3d5bd",
  sandDeep: "#c2a476",
  warmWhite: "#f7f2ea",
  jungle: "#2f4a3a",
  jungleLight: "#4f6b57",
  concrete: "#a3a19a",
  concreteDark: "#7c7a73",
  render: "#ece6db",
  timber: "#9a6b45",
  timberDark: "#6e4a30",
  steel: "#3b3f42",
  bronze: "#2c2a27",
  stone: "#cfc5b3",
  earth: "#9c7a58",
  earthDark: "#6f5640",
  lawn: "#6f8453",
  poolTile: "#5fa7ab",
} as const;

export interface Palette {
  time: TimeOfDay;
  /** Sky gradient from the zenith to the horizon. */
  sky: readonly [top: string, mid: string, horizon: string];
  /** Colour of the sun disc and of its glow. */
  sun: string;
  sunGlow: string;
  /** Altitude of the sun in the sky, 0 = on the horizon, 1 = high. */
  sunHeight: number;
  /** Sea at the horizon and close by, and the colour of sun glints. */
  seaFar: string;
  seaNear: string;
  glint: string;
  /** Atmospheric haze that distant things fade towards. */
  haze: string;
  /** Distance (m) over which things fade halfway into the haze. */
  hazeDistance: number;
  /** Direct light colour and strength; ambient (sky) light colour and strength. */
  light: string;
  lightK: number;
  ambient: string;
  ambientK: number;
  /** Glass: reflected sky at the top and at the bottom, and its highlight streak. */
  glassTop: string;
  glassBottom: string;
  glassStreak: string;
  /** 0 = glass reflects the sky, 1 = glass glows with warm interior light. */
  glow: number;
  glowColor: string;
  /** Foliage tones, dark to light. */
  leaf: readonly [dark: string, mid: string, light: string];
  /** Clouds: colour and opacity. */
  cloud: string;
  cloudOpacity: number;
  /** Direction the light comes from in the picture, as world vector (normalised later). */
  lightDir: readonly [number, number, number];
  /** Stars in the sky. */
  stars: boolean;
}

const palettes: Record<TimeOfDay, Palette> = {
  dawn: {
    time: "dawn",
    sky: ["#8fa6b8", "#d9c4c0", "#f4d9c4"],
    sun: "#fff1de",
    sunGlow: "#f7cfb0",
    sunHeight: 0.12,
    seaFar: "#b9b9bd",
    seaNear: "#4d6f78",
    glint: "#fbe6d3",
    haze: "#e9d6cc",
    hazeDistance: 320,
    light: "#ffe2c8",
    lightK: 0.55,
    ambient: "#d2d3dc",
    ambientK: 0.62,
    glassTop: "#e9d3cc",
    glassBottom: "#5f7480",
    glassStreak: "#fbeee6",
    glow: 0.25,
    glowColor: "#f6c98a",
    leaf: ["#2f4439", "#4a6455", "#778c77"],
    cloud: "#f7e1d6",
    cloudOpacity: 0.7,
    lightDir: [-0.6, 0.32, -0.7],
    stars: false,
  },
  day: {
    time: "day",
    sky: ["#5d93b4", "#9cc3d6", "#e1ebe9"],
    sun: "#fffdf5",
    sunGlow: "#fdf6dc",
    sunHeight: 0.7,
    seaFar: "#7fb0b8",
    seaNear: "#2b6672",
    glint: "#f3fbfb",
    haze: "#d6e4e6",
    hazeDistance: 420,
    light: "#fff6e6",
    lightK: 0.62,
    ambient: "#cfdde6",
    ambientK: 0.58,
    glassTop: "#cfe2ea",
    glassBottom: "#4b6b77",
    glassStreak: "#f2f8fa",
    glow: 0,
    glowColor: "#f3d29b",
    leaf: ["#2d4a36", "#4a6d4f", "#7d9a6a"],
    cloud: "#ffffff",
    cloudOpacity: 0.75,
    lightDir: [-0.45, 0.75, 0.5],
    stars: false,
  },
  golden: {
    time: "golden",
    sky: ["#6f8fa6", "#e6b98a", "#f7d29a"],
    sun: "#fff0c9",
    sunGlow: "#f6b469",
    sunHeight: 0.16,
    seaFar: "#e3b98b",
    seaNear: "#2f5863",
    glint: "#ffe2a8",
    haze: "#efc99d",
    hazeDistance: 300,
    light: "#ffc785",
    lightK: 0.78,
    ambient: "#c3c6d0",
    ambientK: 0.56,
    glassTop: "#f3d2a6",
    glassBottom: "#33353a",
    glassStreak: "#fff0d2",
    glow: 0.35,
    glowColor: "#ffca7a",
    leaf: ["#27392f", "#44593f", "#7d8455"],
    cloud: "#fbd9b0",
    cloudOpacity: 0.75,
    lightDir: [-0.55, 0.28, 0.78],
    stars: false,
  },
  dusk: {
    time: "dusk",
    sky: ["#2f4360", "#7d6f8c", "#e8a889"],
    sun: "#ffd9a8",
    sunGlow: "#ee9b76",
    sunHeight: 0.02,
    seaFar: "#a98a93",
    seaNear: "#1d3a45",
    glint: "#f6c3a0",
    haze: "#a98f9f",
    hazeDistance: 260,
    light: "#f4a985",
    lightK: 0.32,
    ambient: "#8a92ad",
    ambientK: 0.62,
    glassTop: "#9f8ea3",
    glassBottom: "#2a3442",
    glassStreak: "#d9c0c6",
    glow: 0.85,
    glowColor: "#ffc57a",
    leaf: ["#1c2a28", "#2e3f3b", "#4f5c55"],
    cloud: "#e2a48f",
    cloudOpacity: 0.6,
    lightDir: [-0.55, 0.12, 0.82],
    stars: false,
  },
  night: {
    time: "night",
    sky: ["#0b1526", "#15263b", "#2b3f55"],
    sun: "#f4f1e6",
    sunGlow: "#8ea3bd",
    sunHeight: 0.5,
    seaFar: "#2d4257",
    seaNear: "#0a1822",
    glint: "#c9d6e3",
    haze: "#23364b",
    hazeDistance: 240,
    light: "#a8bbd8",
    lightK: 0.18,
    ambient: "#5d6f8a",
    ambientK: 0.5,
    glassTop: "#33455c",
    glassBottom: "#141d29",
    glassStreak: "#52657d",
    glow: 1,
    glowColor: "#ffc470",
    leaf: ["#0d1817", "#172624", "#273834"],
    cloud: "#3a4c66",
    cloudOpacity: 0.5,
    lightDir: [0.4, 0.6, 0.5],
    stars: true,
  },
};

export function palette(time: TimeOfDay | string | undefined): Palette {
  const t = (time ?? "day") as TimeOfDay;
  return palettes[t] ?? palettes.day;
}
