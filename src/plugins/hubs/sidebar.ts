import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type Generator = NonNullable<PluginOptions['sidebarItemsGenerator']>;

/**
 * The docs' sidebar items as Docusaurus generates them, without the index page of the generated
 * folder itself: that page is the hub its category links to (sidebars.ts, `section`), not an item in it.
 * (An index page of a folder below is already the link of its category, by Docusaurus's convention.)
 */
export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  return items.filter((item) => !(item.type === 'doc' && item.id === `${args.item.dirName}/index`));
};
