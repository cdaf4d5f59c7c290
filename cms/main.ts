import CMS from "@sveltia/cms";
import { configFor } from "./config";
import { followInterfaceLanguage, interfaceLanguage } from "./interface-language";
import "./preview";
import { showSiteStatus } from "./site-status";
import "./editor.css";

// The configuration is written in the interface's language; a switch of language reloads it.
const language = interfaceLanguage();
CMS.init({ config: configFor(language) });
followInterfaceLanguage(language);
void showSiteStatus();
