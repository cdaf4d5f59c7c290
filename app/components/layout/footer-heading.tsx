import type { ReactNode } from "react";

export function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-5 text-eyebrow font-semibold text-sand-300 uppercase">{children}</h2>;
}
