// What ./lazyZoom.ts loads, in one chunk: the image-zoom plugin's client module, the fit that lets a
// zoomed inlined SVG fill the screen (./fitVectorPictures), and the view for pictures the screen is
// too small to show legibly whole (src/components/PanZoom), both listening before the zoom attaches.
import {listen} from './fitVectorPictures';
import {listen as listenForPanning} from '@site/src/components/PanZoom';

listen();
listenForPanning();

export {default} from 'docusaurus-plugin-image-zoom/lib/zoom.js';
