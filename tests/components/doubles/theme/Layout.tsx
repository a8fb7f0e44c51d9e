import type {ReactNode} from 'react';
import type {Props} from '@theme/Layout';

/** The page's frame (navbar, footer) is no part of a component story: its content alone. */
export default function Layout({children}: Props): ReactNode {
  return children;
}
