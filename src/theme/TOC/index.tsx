// The table of contents beside the article, hydrated after the page in a task of its own (src/components/HydrateLater).
import TOC from '@theme-original/TOC';
import {hydratedLater} from '@site/src/components/HydrateLater';

export default hydratedLater(TOC);
