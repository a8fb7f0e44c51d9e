/**
 * A diagram (an SVG beside its page, `![…](./img/x.svg)`) drawn for each theme and for a phone, as the
 * product screens are (src/components/Screen): `x.svg`, `x.dark.svg`, `x.phone.svg`, `x.phone.dark.svg`
 * (./variants.ts). An SVG loaded by <img> cannot see the site's `data-theme`, so the page carries two
 * <picture>s, one per theme, the other hidden by src/css/images.css; each takes its phone composition
 * below 600 px. All four are files, not inlined: the hidden ones are lazy and never downloaded, and
 * the zoom (medium-zoom) opens the one on screen, fitted to the screen as an SVG file.
 *
 * Runs after Docusaurus's own remark plugins: their transformImage has made the Markdown image an
 * `<img src={require("…!./img/x.svg").default}>`; this plugin clones that `require` for each variant,
 * so the variants go through the same loaders and a missing one fails the build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {DIAGRAM_VARIANTS, PHONE_MEDIA, isDiagramVariant, svgSize, variantPath} from './variants';

type Attribute = {type: 'mdxJsxAttribute'; name: string; value: unknown};
type JsxElement = {type: 'mdxJsxTextElement'; name: string; attributes: Attribute[]; children: JsxElement[]};
type Node = {type: string; children?: Node[]};

const attribute = (name: string, value: unknown): Attribute => ({type: 'mdxJsxAttribute', name, value});
const element = (name: string, attributes: Attribute[], children: JsxElement[] = []): JsxElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes,
  children,
});

/**
 * The `src` expression of the image for another file: its path renamed in the expression's text and in
 * its estree (the string literal of the `require`), and never inlined as a `data:` URL (`limit=0`).
 */
function source(src: unknown, from: string, to: string): unknown {
  const file = (text: string) => text.replaceAll(`!${from}`, `!${to}`).replace(/([?&])limit=\d+/, '$1limit=0');
  return JSON.parse(JSON.stringify(src), (key, value: unknown) => (typeof value === 'string' && (key === 'value' || key === 'raw') ? file(value) : value));
}

/** The relative path of the SVG an `<img>` made by transformImage requires, if it is one. */
function requiredSvg(src: unknown): string | undefined {
  const text = (src as {value?: unknown} | undefined)?.value;
  return typeof text === 'string' ? /!(\.{1,2}\/[^"'!?]+\.svg)["'?]/.exec(text)?.[1] : undefined;
}

function diagram(image: JsxElement, page: string): JsxElement | undefined {
  const src = image.attributes.find((a) => a.name === 'src')?.value;
  const relative = requiredSvg(src);
  if (!relative || isDiagramVariant(relative)) {
    return undefined;
  }
  const light = path.resolve(path.dirname(page), relative);
  const alt = image.attributes.find((a) => a.name === 'alt')?.value ?? '';
  const size = (variant: (typeof DIAGRAM_VARIANTS)[number]) => svgSize(readFileSync(variantPath(light, variant), 'utf8'));
  const picture = (theme: 'light' | 'dark') => {
    const wide = theme === 'light' ? 'light' : 'dark';
    const phone = theme === 'light' ? 'phone' : 'phoneDark';
    const [width, height] = size(wide);
    const [phoneWidth, phoneHeight] = size(phone);
    return element('picture', [attribute('className', `diagram__${theme}`)], [
      element('source', [
        attribute('media', PHONE_MEDIA),
        attribute('srcSet', source(src, relative, variantPath(relative, phone))),
        attribute('width', String(phoneWidth)),
        attribute('height', String(phoneHeight)),
      ]),
      element('img', [
        attribute('className', 'diagram__image'),
        attribute('src', source(src, relative, variantPath(relative, wide))),
        attribute('alt', alt),
        attribute('width', String(width)),
        attribute('height', String(height)),
        attribute('loading', 'lazy'),
        attribute('decoding', 'async'),
      ]),
    ]);
  };
  return element('span', [attribute('className', 'diagram')], [picture('light'), picture('dark')]);
}

function walk(node: Node, page: string): void {
  node.children?.forEach((child, index) => {
    const jsx = child as unknown as JsxElement;
    const replacement = jsx.type === 'mdxJsxTextElement' && jsx.name === 'img' ? diagram(jsx, page) : undefined;
    if (replacement) {
      node.children![index] = replacement as unknown as Node;
    } else {
      walk(child, page);
    }
  });
}

export default function remarkDiagrams() {
  return (tree: Root, file: {path: string}): void => walk(tree as unknown as Node, file.path);
}
