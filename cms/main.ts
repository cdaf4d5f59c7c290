import CMS from "@sveltia/cms";
import { config } from "./config";

CMS.init({ config });
