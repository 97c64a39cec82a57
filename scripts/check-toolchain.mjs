// Fails loudly when npm scripts would run on a Node too old for React Router 8, or when a native
// binding that a fresh `npm ci` can silently leave out is missing (see docs/toolchain.md).
import { createRequire } from 'node:module';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Vitrine needs Node >= 22.22; this script runs on ${process.versions.node}.\n` +
      'The root devDependency "node" provides Node 24 to every npm script: run `npm ci` (without --ignore-scripts).',
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const bindings = [
  '@rolldown/binding-linux-x64-gnu',
  '@tailwindcss/oxide-linux-x64-gnu',
  'lightningcss-linux-x64-gnu',
  'sharp',
];
const missing = [];
for (const name of bindings) {
  try {
    require(name);
  } catch (error) {
    missing.push(
      `${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}
if (missing.length > 0) {
  console.error('Native bindings are missing; reinstall with `npm ci`:\n  ' + missing.join('\n  '));
  process.exit(1);
}
