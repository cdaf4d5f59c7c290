import CMS from "@sveltia/cms";
import { config } from "./config";
import "./preview";
import "./editor.css";

CMS.init({ config });
