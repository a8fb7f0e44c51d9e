import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

/** A code block as the reader reads it: its title, then its text (no highlighting). */
export default function CodeBlock({title, children}: Props): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
