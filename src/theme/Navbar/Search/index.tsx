// Wraps the navbar's search container so that, below the desktop breakpoint, it takes its place in
// the row instead of the theme's absolute position at the right edge, where it covered the support
// button. The header's layout at every width is in ./styles.module.css.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import NavbarSearch from '@theme-original/Navbar/Search';
import type NavbarSearchType from '@theme/Navbar/Search';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NavbarSearchType>;

export default function NavbarSearchWrapper({className, ...props}: Props): ReactNode {
  return <NavbarSearch {...props} className={clsx(className, styles.search)} />;
}
