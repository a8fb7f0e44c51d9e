import type {ReactNode} from 'react';
import type {Props} from '@theme/Heading';

/** The theme's heading without its anchor link. */
export default function Heading({as: As, ...props}: Props): ReactNode {
  return <As {...props} />;
}
