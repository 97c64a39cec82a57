// Every `§N` citation in the code resolves in docs/product (its README says how), and no comment
// sends a reader to a document outside the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const productDir = join(root, 'docs/product');
const pages = readdirSync(productDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(join(productDir, name), 'utf8'));
const headings = pages.flatMap((page) =>
  [...page.matchAll(/^#+ §(\d) (.+)$/gm)].map(([, section, title]) => ({ section, title })),
);
const prose = pages.join('\n').toLowerCase();

const sourceFiles = execFileSync('git', ['ls-files', 'apps', 'packages', 'e2e', 'scripts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (path) => /\.(ts|tsx|mjs|js|css)$/.test(path) && !path.endsWith('product-citations.test.mjs'),
  );
const sources = sourceFiles.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** `§4 Like toggle` names an item by its heading: some `### §4 …` heading starts the citation. */
function resolvesByName(section, cited) {
  return headings.some((heading) => heading.section === section && cited.startsWith(heading.title));
}

/** `§9 "Bet feed keeps 5 events"` quotes an item or a phrase inside one. */
function resolvesByQuote(section, quoted) {
  const sameSection = headings.filter((heading) => heading.section === section);
  return (
    sameSection.some(
      (heading) => heading.title.startsWith(quoted) || quoted.startsWith(heading.title),
    ) || prose.includes(quoted.toLowerCase())
  );
}

describe('citations of the product rules', () => {
  it('finds a heading for every named item and the words of every quoted one', () => {
    const unresolved = [];
    for (const { path, text } of sources) {
      for (const [citation, section, name] of text.matchAll(/§(\d) ([A-Z][^§\n]*)/g)) {
        if (!resolvesByName(section, name)) unresolved.push(`${path}: ${citation.slice(0, 60)}`);
      }
      for (const [citation, section, quoted] of text.matchAll(/§(\d) "([^"\n]+)"/g)) {
        if (!resolvesByQuote(section, quoted)) unresolved.push(`${path}: ${citation}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('sends no reader to a document outside the repository', () => {
    const outside =
      /NOTES\.md|STYLE\.md|TOOLCHAIN\.md|ARCHITECTURE\.md|product-spec|BRAZIL\.md|shared\/spec/;
    const docs = execFileSync('git', ['ls-files', 'docs', 'README.md', 'apps/*/README.md'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    const offenders = [...sources, ...docs]
      .filter(({ text }) => outside.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
