import CMS from "@sveltia/cms";
import { config } from "./config";

// "View on site" links open the pages of the server the editor is served by.
CMS.init({ config: { ...config, site_url: location.origin } });
