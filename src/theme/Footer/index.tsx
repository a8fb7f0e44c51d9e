// The footer, hydrated after the page in a task of its own (src/components/HydrateLater).
import Footer from '@theme-original/Footer';
import {hydratedLater} from '@site/src/components/HydrateLater';

export default hydratedLater(Footer);
