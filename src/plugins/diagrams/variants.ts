/**
 * The files of one diagram (CONTRIBUTING.md, «Иллюстрации»): `x.svg` for a light page on a computer,
 * `x.dark.svg` for the dark theme, `x.phone.svg` laid out for a phone and `x.phone.dark.svg`. The plugin
 * (./remarkDiagrams.ts) shows them and tests/unit/diagrams.spec.ts checks that all four exist and say
 * the same.
 */
export const DIAGRAM_VARIANTS = ['light', 'dark', 'phone', 'phoneDark'] as const;
export type DiagramVariant = (typeof DIAGRAM_VARIANTS)[number];

/** Where a diagram gives its phone layout: the product screens' breakpoint (src/components/Screen). */
export const PHONE_MEDIA = '(max-width: 600px)';

const SUFFIX: Record<DiagramVariant, string> = {light: '.svg', dark: '.dark.svg', phone: '.phone.svg', phoneDark: '.phone.dark.svg'};

/** Whether a path is one of a diagram's variants rather than the diagram itself. */
export const isDiagramVariant = (file: string): boolean => /\.(dark|phone)\.svg$/.test(file);

/** The path of a variant of the diagram at `file` (`./img/x.svg` → `./img/x.phone.svg`). */
export const variantPath = (file: string, variant: DiagramVariant): string => file.replace(/\.svg$/, SUFFIX[variant]);

/** The `width` and `height` an SVG declares on its root. */
export function svgSize(svg: string): [number, number] {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const size = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(root)?.[1]);
  return [size('width'), size('height')];
}

/**
 * The words a reader sees in an SVG: its <title> and the contents of its <text> and <tspan>s, entities
 * decoded, sorted. A phone layout wraps the labels at other places, but says the same words.
 */
export function svgWords(svg: string): string[] {
  const decode = (text: string) =>
    text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  return [...svg.matchAll(/<(title|text|tspan)\b[^>]*>([^<]*)/g)].flatMap((match) => decode(match[2]).split(/\s+/)).filter(Boolean).sort();
}
