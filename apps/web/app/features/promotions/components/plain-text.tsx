import { Fragment } from 'react';
import { plainTextParagraphs } from '../model/plain-text';

/** Plain text as paragraphs and line breaks; React escapes it, so markup stays text. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {plainTextParagraphs(text).map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
