import type {ReactNode} from 'react';
import type TranslateType from '@docusaurus/Translate';
import type {translate as translateType} from '@docusaurus/Translate';

/** The default message (the locale has no translations), with its `{placeholders}` filled in. */
export const translate: typeof translateType = ({message, id}, values) =>
  (message ?? id ?? '').replace(/\{(\w+)\}/g, (whole, key: string) => String((values as Record<string, unknown> | undefined)?.[key] ?? whole));

const Translate: typeof TranslateType = ({children, id}): ReactNode => children ?? id;
export default Translate;
