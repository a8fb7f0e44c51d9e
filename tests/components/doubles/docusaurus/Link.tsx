import type {ReactNode} from 'react';
import type {Props} from '@docusaurus/Link';

/** A link as the reader sees it: `to` is its href (the base URL is `/`). */
export default function Link({to, href, className, children, onClick}: Props): ReactNode {
  return (
    <a href={to ?? href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
