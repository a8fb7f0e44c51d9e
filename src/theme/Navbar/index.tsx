// The navbar, hydrated after the page in a task of its own (src/components/HydrateLater).
import Navbar from '@theme-original/Navbar';
import {hydratedLater} from '@site/src/components/HydrateLater';

export default hydratedLater(Navbar);
