import type HeadType from '@docusaurus/Head';

/** What goes into the document's head is no part of a component story. */
const Head: typeof HeadType = () => null;
export default Head;
