import { createContext, lazy, Suspense, useContext, useRef, useState, type ReactNode } from "react";

// Split into its own chunk: nothing downloads it until a visitor first asks for it.
const ContactDialog = lazy(() => import("./contact-dialog"));

const OpenContactContext = createContext<(opener?: HTMLElement | null) => void>(() => {});

/** Opens the contact dialog; the opener gets focus back when it closes. */
export function useOpenContact() {
  return useContext(OpenContactContext);
}

/** Holds the one contact dialog of the site, loaded the first time it is opened. */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  function openContact(from?: HTMLElement | null) {
    opener.current = from ?? null;
    setOpen(true);
  }

  return (
    <OpenContactContext value={openContact}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog onClose={() => setOpen(false)} returnFocus={() => opener.current} />
        </Suspense>
      ) : null}
    </OpenContactContext>
  );
}
