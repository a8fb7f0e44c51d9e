// The navbar item types this site uses, and `custom-support`, the support mail link. The theme's
// map also imports the locale and version dropdowns, the HTML item and the doc and version links,
// which every page's main.js carried for a navbar that has none of them. An item of another type in
// docusaurus.config.ts fails the build's first page render with the type's name.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import SupportButton from '@site/src/components/SupportButton';

export default {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  search: SearchNavbarItem,
  'custom-support': SupportButton,
};
