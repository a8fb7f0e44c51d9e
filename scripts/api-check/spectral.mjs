// Spectral's `spectral:oas` ruleset (.spectral.yaml) finds nothing in either spec, not even a hint.
import path from 'node:path';
import {SPEC_NAMES, SPECS} from '../../src/plugins/apiReference/spec.mts';
import {problem, ROOT, run, summary} from './run.mjs';

export async function spectral() {
  const cli = path.join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const files = SPEC_NAMES.map((api) => path.join(ROOT, SPECS[api].file));
  const args = [cli, 'lint', '--ruleset', path.join(ROOT, '.spectral.yaml'), '--fail-severity', 'hint'];
  const {code, stdout, stderr} = await run(process.execPath, [...args, '--format', 'json', '--quiet', ...files], {timeout: 120_000});
  let findings;
  try {
    findings = JSON.parse(stdout.slice(stdout.indexOf('[')));
  } catch {
    problem('spectral', `no report (exit ${code}): ${stderr.trim() || stdout.trim()}`);
    return;
  }
  for (const f of findings) {
    problem(`${path.relative(ROOT, f.source)}:${f.range.start.line + 1}`, `Spectral ${f.code}: ${f.message}`);
  }
  summary.push(`Spectral spectral:oas: ${findings.length} findings in ${files.length} specs`);
}
