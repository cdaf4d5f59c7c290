import CMS from "@sveltia/cms";
import { config } from "./config";
import "./preview";
import { showSiteStatus } from "./site-status";
import "./editor.css";

CMS.init({ config });
void showSiteStatus();
