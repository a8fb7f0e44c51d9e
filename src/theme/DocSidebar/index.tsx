// The docs sidebar, hydrated after the page in a task of its own (src/components/HydrateLater).
import DocSidebar from '@theme-original/DocSidebar';
import {hydratedLater} from '@site/src/components/HydrateLater';

export default hydratedLater(DocSidebar);
