// The code block loads its highlighter where and when a page needs it: src/components/DeferredCodeBlock.
import type {ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import DeferredCodeBlock from '@site/src/components/DeferredCodeBlock';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <DeferredCodeBlock {...props} />;
}
