import {readFileSync} from 'node:fs';
import {globSync} from 'node:fs';
import {test} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import {typesetTree} from '../../src/plugins/typography/remarkTypography';
import {printModel} from '../../src/plugins/model/remarkModel';
test('bench', () => {
  const files = globSync('{docs,blog}/**/*.{md,mdx}');
  const trees = files.map((f) => {
    const p = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
    return (f.endsWith('.mdx') ? p.use(remarkMdx) : p).parse(readFileSync(f, 'utf8'));
  });
  for (let i = 0; i < 3; i++) {
    const copy = trees.map((t) => structuredClone(t));
    const t0 = performance.now(); const c0 = process.cpuUsage();
    copy.forEach((t, k) => { printModel(t, {path: files[k]}); typesetTree(t); });
    const c = process.cpuUsage(c0); console.log(files.length, 'files', (performance.now() - t0).toFixed(0), 'ms wall', ((c.user + c.system) / 1000).toFixed(0), 'ms cpu');
  }
});
