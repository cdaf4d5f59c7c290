/** A video's running time, written as minutes:seconds ("12:45"). */
export interface Duration {
  minutes: number;
  seconds: number;
}

export function parseDuration(value: string): Duration {
  const match = /^(\d+):([0-5]\d)$/.exec(value);
  if (!match) throw new Error(`Not a minutes:seconds duration: ${value}`);
  return { minutes: Number(match[1]), seconds: Number(match[2]) };
}

/** The ISO 8601 form for `<time datetime>`: "PT12M45S". */
export function isoDuration(value: string): string {
  const { minutes, seconds } = parseDuration(value);
  return `PT${minutes}M${seconds}S`;
}
