import { rmSync } from "node:fs";
import { test as teardown } from "@playwright/test";
import { contentCopy } from "../fixtures/content-copy";

teardown("removes the copy of the content and its build", () => {
  rmSync(contentCopy.root, { recursive: true, force: true });
});
