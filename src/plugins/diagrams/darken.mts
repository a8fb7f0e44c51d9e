/**
 * The dark variant of a diagram (CONTRIBUTING.md, «Иллюстрации»; written by scripts/dark-diagram.mts):
 * the palette of the light diagrams, each colour swapped for the dark theme's (Infima's dark surfaces
 * and text, the site's dark primary, src/css/custom.css). White boxes become the page's #1b1b1d, grey
 * panels its raised #242526, so nothing glares on the dark page. A colour not in the palette is an
 * error: add it here rather than leave a light colour in the dark diagram.
 */

/** Fills and strokes of shapes. */
const SHAPES: Record<string, string> = {
  '#fff': '#1b1b1d',
  '#f5f6f7': '#242526',
  '#dadde1': '#4a4d52',
  '#0a6e66': '#3cc4b6',
  '#606770': '#a8acb3',
  '#e6f3f2': '#173431',
  '#fff8e6': '#392f19',
  '#e6c36a': '#b8913a',
  '#f0ad4e': '#f0ad4e',
};

/**
 * Fills of text: text on the teal button (white in the light one) turns dark on the light teal; a
 * label's halo (a stroke in the background's colour) turns with the background.
 */
const TEXT: Record<string, string> = {'#f5f6f7': '#242526', '#1c1e21': '#e3e3e3', '#555': '#b4b8bf', '#606770': '#b4b8bf', '#0a6e66': '#3cc4b6', '#fff': '#1b1b1d'};

export function darken(svg: string): string {
  return svg.replace(/<(\w+)\b[^>]*>/g, (tag, name: string, offset: number) => {
    // A text's colour, or the colour the texts of the root or of a group of texts inherit.
    const text = ['text', 'tspan', 'svg'].includes(name) || (name === 'g' && /^\s*<text/.test(svg.slice(offset + tag.length)));
    const palette = text ? TEXT : SHAPES;
    let dark = tag.replace(/\b(fill|stroke)="(#[0-9a-f]{3,6})"/gi, (_attribute, property: string, colour: string) => {
      const swapped = palette[colour.toLowerCase()];
      if (!swapped) {
        throw new Error(`${name} ${property}="${colour}": not in the palette of src/plugins/diagrams/darken.mts`);
      }
      return `${property}="${swapped}"`;
    });
    // The text's default colour, black on the light diagram.
    if (name === 'svg') {
      dark = /\sfill="/.test(dark) ? dark : dark.replace(/^<svg/, '<svg fill="#e3e3e3"');
    }
    return dark;
  });
}
