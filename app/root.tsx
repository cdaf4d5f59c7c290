import instrumentSans from "~/generated/fonts/instrument-sans.woff2?url";
import instrumentSerif from "~/generated/fonts/instrument-serif.woff2?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, type LinksFunction } from "react-router";
import { ErrorScreen } from "~/components/layout/error-screen";
import { PageScroll } from "~/components/layout/page-scroll";
import { SiteShell } from "~/components/layout/site-shell";
import { HydrationState } from "~/hooks/use-hydrated";
import { bootCall } from "~/lib/boot-call";
import rootRedirect from "~/boot/root-redirect?boot";
import barScroll from "~/boot/bar-scroll?boot";
import dialogs from "~/boot/dialogs?boot";
import { SOLID_AFTER_PX } from "~/components/layout/site-header";
import { LANG_COOKIE, localeFromPath } from "~/i18n/locales";
import { errorDetail } from "~/lib/error-detail";
import { pagePath } from "~/pages";
import stylesheet from "~/styles/app.css?url";

/*
 * The inline scripts of every page. Only the build writes their text: the
 * browser's copy of the page keeps each script as it was parsed (React does
 * not compare inner HTML as it hydrates), so the page's modules need not
 * carry the text a second time.
 */

/** Sends `/` to `/es` for a visitor who chose Spanish (app/boot/root-redirect.ts). */
const rootRedirectScript = import.meta.env.SSR
  ? bootCall(rootRedirect, LANG_COOKIE, pagePath("home", "es"))
  : "";

/**
 * Marks the navigation bar solid past the spec's 20 px of scroll
 * (app/boot/bar-scroll.ts). As an inline script after the stylesheet, it also
 * holds the HTML parser until the stylesheet has loaded (a script waits for
 * the stylesheets before it), so the body is never styled without it. See
 * docs/decisions/010-parse-the-body-after-the-stylesheet.md.
 */
const barScrollScript = import.meta.env.SSR ? bootCall(barScroll, SOLID_AFTER_PX) : "";

/** Keeps Tab inside a modal dialog, and opens and closes dialogs where the browser cannot (app/boot/dialogs.ts). */
const dialogsScript = import.meta.env.SSR ? bootCall(dialogs) : "";

export const links: LinksFunction = () => [
  {
    rel: "preload",
    href: instrumentSans,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  {
    rel: "preload",
    href: instrumentSerif,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang={localeFromPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0e2a31" />
        {pathname === pagePath("home", "en") ? (
          <script
            dangerouslySetInnerHTML={{ __html: rootRedirectScript }}
            suppressHydrationWarning
          />
        ) : null}
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: barScrollScript }} suppressHydrationWarning />
        <script dangerouslySetInnerHTML={{ __html: dialogsScript }} suppressHydrationWarning />
      </head>
      <body>
        <HydrationState>{children}</HydrationState>
        <PageScroll />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorScreen detail={errorDetail(error)} stack={stack} />;
}
