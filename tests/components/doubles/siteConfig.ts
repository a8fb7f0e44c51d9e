// The site's configuration for modules outside React (src/internals/siteConfig.ts): the stories' deployment.
import {SETTINGS} from './site';

export const siteConfig = {customFields: SETTINGS};
