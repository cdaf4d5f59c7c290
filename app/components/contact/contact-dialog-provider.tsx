import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useFetchAhead } from "~/hooks/use-fetch-ahead";
import type ContactDialogComponent from "./contact-dialog";

type ContactDialog = typeof ContactDialogComponent;

let chunk: Promise<ContactDialog> | undefined;

/**
 * Fetches the dialog's code, which is not among the page's first scripts:
 * once the page is idle (ContactDialogProvider), or sooner at the first sign
 * that a visitor wants it (a finger, a pointer or focus on "Get a quote",
 * see ContactButton) or when it opens. Once.
 */
export function loadContactDialog(): Promise<ContactDialog> {
  return (chunk ??= import("./contact-dialog").then((module) => module.default));
}

/** What ContactButton marks itself with (`data-replay`) for the tap replay. */
export const contactReplay = "contact";

const OpenContactContext = createContext<(opener?: HTMLElement | null) => void>(() => {});

/** Opens the contact dialog; the opener gets focus back when it closes. */
export function useOpenContact() {
  return useContext(OpenContactContext);
}

/**
 * Holds the one contact dialog of the site. The dialog shows as soon as its
 * code is here: held in state rather than `React.lazy`, which suspends on its
 * first render even with the code already fetched, and React holds a
 * suspended reveal back by up to 300 ms. If the code cannot be fetched, the
 * visitor goes where the opener links: the contact page.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ContactDialog>();
  const opener = useRef<HTMLElement | null>(null);

  // The dialog's code (about 3 KB), so that "Get a quote" answers without a round trip.
  useFetchAhead("contact dialog", () => void loadContactDialog().catch(() => {}));

  useEffect(() => {
    if (!open || Dialog) return;
    loadContactDialog().then(
      (loaded) => setDialog(() => loaded),
      () => {
        setOpen(false);
        const href = opener.current?.getAttribute("href");
        if (href) location.assign(href);
      },
    );
  }, [open, Dialog]);

  // The same function for the page's life: a new context value would reach
  // content still waiting to hydrate (the news list), and React would throw
  // its HTML away, and with it a tap waiting there for the page to run.
  const openContact = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setOpen(true);
  }, []);

  return (
    <OpenContactContext value={openContact}>
      {children}
      {open && Dialog ? (
        <Dialog onClose={() => setOpen(false)} returnFocus={() => opener.current} />
      ) : null}
    </OpenContactContext>
  );
}
