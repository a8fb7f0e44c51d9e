// The back-to-top button, hydrated after the page in a task of its own (src/components/HydrateLater):
// it reads the scroll position as it renders, which makes the browser lay the page out.
import BackToTopButton from '@theme-original/BackToTopButton';
import {hydratedLater} from '@site/src/components/HydrateLater';

export default hydratedLater(BackToTopButton);
