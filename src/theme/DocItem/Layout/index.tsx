// The article with its breadcrumbs, phone table of contents and pagination, hydrated after the page in a task of its own (src/components/HydrateLater).
import Layout from '@theme-original/DocItem/Layout';
import {hydratedLater} from '@site/src/components/HydrateLater';

export default hydratedLater(Layout);
