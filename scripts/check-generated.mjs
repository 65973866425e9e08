// `npm run check:generated`: fails when `npm run generate` changes src/api/generated, i.e. when the
// committed generated code does not match the contract (or was edited by hand).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = 'src/api/generated';

const generate = spawnSync('npm', ['run', 'generate'], { cwd: root, stdio: 'inherit' });
if (generate.status !== 0) {
  console.error(`check-generated: npm run generate failed (exit ${generate.status ?? generate.signal})`);
  process.exit(1);
}

const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', GENERATED], {
  cwd: root,
  encoding: 'utf8',
});
if (status.status !== 0) {
  console.error(`check-generated: git status failed: ${status.stderr}`);
  process.exit(1);
}

const changed = status.stdout.split('\n').filter(Boolean);
if (changed.length > 0) {
  console.error(
    `check-generated: npm run generate changed ${changed.length} file(s) under ${GENERATED}:\n` +
      changed.map((line) => `  ${line}`).join('\n') +
      '\nRun `npm run generate` and commit the result; never edit generated files by hand.',
  );
  process.exit(1);
}
console.log(`check-generated: ${GENERATED} matches the contract.`);
