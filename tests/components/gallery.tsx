// The story gallery that Playwright's `mount` fixture drives: `window.mount({story, props})` renders
// the story `<file>/<export>` of `./<file>.story.tsx` into #root (a fresh page for every test, as the
// fixture navigates to the gallery first). Built by Vite (./vite.config.mts), with the theme's and the site's CSS.
/// <reference types="vite/client" />
import {createElement, type ComponentType} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {flushSync} from 'react-dom';
// The theme's stylesheet (Infima: buttons, colours, z-indexes), then the site's, as every page has them.
import 'infima/dist/css/default/default.css';
import '@site/src/css/custom.css';

type Params = {story: string; props?: Record<string, unknown>};

declare global {
  interface Window {
    mount: (params: Params) => Promise<void>;
    unmount: () => Promise<void>;
  }
}

const files = import.meta.glob<Record<string, ComponentType<Record<string, unknown>>>>('./*.story.tsx');
let root: Root | undefined;

window.mount = async ({story, props = {}}) => {
  const slash = story.lastIndexOf('/');
  const [file, name] = [story.slice(0, slash), story.slice(slash + 1)];
  const load = files[`./${file}.story.tsx`];
  if (!load) {
    throw new Error(`No story file ${file}.story.tsx (stories: ${Object.keys(files).join(', ')})`);
  }
  const Story = (await load())[name];
  if (!Story) {
    throw new Error(`${file}.story.tsx exports no story ${name}`);
  }
  root ??= createRoot(document.getElementById('root')!);
  flushSync(() => root!.render(createElement(Story, props)));
};

window.unmount = async () => {
  root?.unmount();
  root = undefined;
};
