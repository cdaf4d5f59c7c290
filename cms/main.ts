import CMS from "@sveltia/cms";
import configs from "virtual:editor-configs";
import { followInterfaceLanguage, interfaceLanguage } from "./interface-language";
import "./preview";
import { showSiteStatus } from "./site-status";
import "./editor.css";

// The configuration is written in the interface's language; a switch of language reloads it.
const language = interfaceLanguage();
CMS.init({ config: configs[language] });
followInterfaceLanguage(language);
void showSiteStatus();
