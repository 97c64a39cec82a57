/**
 * A promotion's body or terms (plain text, never HTML: docs/design/bonuses-plan.md "Promotions")
 * as paragraphs of lines: blank lines part paragraphs, single line breaks part lines.
 */
export function plainTextParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}
