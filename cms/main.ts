import CMS from "@sveltia/cms";
import { config } from "./config";
import "./preview";

CMS.init({ config });
