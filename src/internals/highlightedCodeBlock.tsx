// The classic theme's code block with Prism and the extra grammars of themeConfig.prism: its own
// chunk, loaded by src/components/DeferredCodeBlock (see src/internals/leanBundle for why).
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
