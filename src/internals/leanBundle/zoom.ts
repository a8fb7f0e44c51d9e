// What ./lazyZoom.ts loads, in one chunk: the image-zoom plugin's client module, and the fit that
// lets a zoomed inlined SVG fill the screen (./fitVectorPictures), listening before the zoom attaches.
import {listen} from './fitVectorPictures';

listen();

export {default} from 'docusaurus-plugin-image-zoom/lib/zoom.js';
