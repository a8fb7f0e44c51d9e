/**
 * «Чат-центр» as the site's chrome prints it (navbar, footer, home page, page leads): with a
 * non-breaking hyphen (U+2011), so that a line never ends with «Чат-» and starts with «центра».
 * Only for text on screen: page titles, meta tags, feeds and the search index keep the plain hyphen,
 * which is what readers type and search engines match. Page text gets its typography in the Markdown
 * pipeline.
 */
export function keepProductName(text: string): string {
  return text.replace(/(Чат)-(центр)/g, '$1\u2011$2');
}
