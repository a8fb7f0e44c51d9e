// The client module of docusaurus-plugin-image-zoom, which ships without types (see
// src/internals/leanBundle/lazyZoom.ts).
declare module 'docusaurus-plugin-image-zoom/lib/zoom.js' {
  const zoom: {onRouteUpdate(): void} | null;
  export default zoom;
}
