// Wraps the theme's navbar item types and adds `custom-support`, the support mail button.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SupportButton from '@site/src/components/SupportButton';

export default {
  ...ComponentTypes,
  'custom-support': SupportButton,
};
