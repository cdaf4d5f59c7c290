import "react";
/**
 * The platform's invoker commands (a button that opens or closes a dialog by
 * itself), which React passes through to the HTML as written but whose types
 * do not name them yet.
 */
declare module "react" {
  // The type parameter is React's: a merged interface must repeat it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
