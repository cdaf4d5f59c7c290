import { X } from "lucide-react";
import {
  useEffect,
  useLayoutEffect,
  useEffectEvent,
  useRef,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { bootCall } from "~/lib/boot-call";
import modalOnArrival from "~/boot/modal-on-arrival?boot";

/** Makes the dialog a page arrives with modal as it is parsed (app/boot/modal-on-arrival.ts). */
const arrivalScript = bootCall(modalOnArrival);

/**
 * Gives the page back as the dialog it arrived with closes. The arrival
 * script's own close listener does so too, but a task later: too late for
 * focus to move to the page, which is not rendered until then.
 */
function endArrival(dialog: HTMLElement) {
  if ("arrived" in dialog.dataset) delete document.documentElement.dataset.arrival;
}

/** Escape closed the dialog before hydration (see app/boot/modal-on-arrival.ts). */
const dismissedEarly = (dialog: HTMLDialogElement) => "dismissed" in dialog.dataset;

interface DialogProps {
  /** Id of the heading inside that names the dialog. */
  labelledBy: string;
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Where focus goes when the dialog closes; by default, what had focus when it opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Classes of the dialog box: its size, place and background. */
  className?: string;
  /** Classes of the box's content, which fills it (padding, layout). */
  bodyClassName?: string;
  /**
   * Makes the close button a link to this URL, for dialogs that have their own
   * URL (a project, an article): it then works before hydration and without
   * JavaScript too.
   */
  closeHref?: string;
  /** Classes of the close button, to place it over dark or light content. */
  closeClassName?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the page behind it is inert and
 * does not scroll, Escape closes only the topmost one, focus stays inside it
 * (app/boot/dialogs.ts) and returns to the opener. It is open while it is mounted.
 */
export function Dialog({
  labelledBy,
  onClose,
  returnFocus,
  className,
  bodyClassName,
  closeHref,
  closeClassName,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const focusTarget = useEffectEvent(() => returnFocus?.());
  const onDismissed = useEffectEvent(() => onClose());
  // Only pre-rendered, and while hydrating to match it: a dialog opened on the
  // page is made modal by the effect below.
  const arriving = !useHydrated();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered here, the dialog is open but not modal until this makes it so;
    // one the page arrived with is modal already (see modal-on-arrival).
    if (!dismissedEarly(dialog) && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
      endArrival(dialog);
      const target = focusTarget() ?? opener;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    // The visitor closed the dialog the page arrived with before it hydrated:
    // that close is theirs, so it goes through (once the router can navigate).
    if (ref.current && dismissedEarly(ref.current)) onDismissed();
  }, []);

  function onCancel(event: { preventDefault: () => void }) {
    // React state decides when the dialog closes, so Escape asks rather than closes.
    event.preventDefault();
    onClose();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel fills the dialog box, so a click on the dialog itself is on the backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <>
      {/* Keyboard users close it with Escape (the cancel event); the click is the backdrop's. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
      <dialog
        ref={ref}
        aria-labelledby={labelledBy}
        onCancel={onCancel}
        onClick={onClick}
        open
        className={cn("dialog", className)}
      >
        <div className={cn("relative min-h-full", bodyClassName)}>
          <CloseControl href={closeHref} onClose={onClose} className={closeClassName} />
          {children}
        </div>
      </dialog>
      {arriving ? <script dangerouslySetInnerHTML={{ __html: arrivalScript }} /> : null}
    </>
  );
}

function CloseControl({
  href,
  onClose,
  className,
}: {
  href?: string;
  onClose: () => void;
  className?: string;
}) {
  const { t } = useT();
  const classes = cn(
    "absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-pill transition-colors print:hidden",
    className ?? "text-ink hover:bg-ink/5",
  );
  const content = (
    <>
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">{t("common.close")}</span>
    </>
  );
  if (!href) {
    return (
      <button type="button" onClick={onClose} className={classes}>
        {content}
      </button>
    );
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={classes}
    >
      {content}
    </a>
  );
}
