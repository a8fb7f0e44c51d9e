// The resizer interface of @docusaurus/responsive-loader, which ships without types (src/internals/screens.ts
// implements it).
declare module '@docusaurus/responsive-loader/sharp' {
  export type Resized = {data: Buffer; width: number; height: number};
  export type ResizeOptions = {width: number; mime: string; options: {quality?: number; background?: string}};
  export type Resizer = {metadata(): Promise<{width?: number; height?: number}>; resize(options: ResizeOptions): Promise<Resized>};
  const sharpAdapter: (imagePath: string) => Resizer;
  export default sharpAdapter;
}
