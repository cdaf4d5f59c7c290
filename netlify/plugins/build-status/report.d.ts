type Env = Record<string, string | undefined>;

export function repositoryOf(url: string | undefined): string | undefined;

export function statusFor(
  state: "pending" | "success" | "failure",
  env: Env,
):
  | {
      url: string;
      body: { state: string; context: string; description: string; target_url?: string };
    }
  | undefined;

export function report(
  state: "pending" | "success" | "failure",
  env?: Env,
  post?: typeof fetch,
): Promise<void>;
