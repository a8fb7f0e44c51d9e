/**
 * What the widget needs in the browser, loaded together after the page (see ./index.tsx).
 *
 * The package's custom-elements build (`dist/components`) carries only the styles inside its shadow
 * roots, and those are written with `--feedback-*` custom properties that the package defines in a
 * separate global stylesheet (`dist/pushfeedback/pushfeedback.css`, which its CDN snippet links from
 * a <link> tag). Without it every colour, border and width of the panel is undefined: a transparent
 * full-width sheet with invisible stars. The stylesheet comes first; ./panel.css maps the properties
 * to Infima's colours.
 */
import 'pushfeedback/dist/pushfeedback/pushfeedback.css';
import './panel.css';

export {defineCustomElement} from 'pushfeedback/dist/components/feedback-button';
