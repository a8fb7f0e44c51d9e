// Wraps the doc metadata to describe the page as a TechArticle in JSON-LD.
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import DocStructuredData from '@site/src/components/StructuredData/DocStructuredData';

export default function MetadataWrapper(): ReactNode {
  return (
    <>
      <Metadata />
      <DocStructuredData />
    </>
  );
}
