import { highlightSegments } from './highlight.ts';

/** `text` with the words of `query` in <mark>; rendered as text, never as HTML. */
export function Highlighted({
  text,
  query,
  markClassName,
}: {
  text: string;
  query: string;
  markClassName?: string;
}) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered.
          <mark key={index} className={markClassName}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
