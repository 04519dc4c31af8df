import { Link } from 'react-router';
import { HighlightedText } from '@/web/features/help/components/highlighted-text';
import type { FaqParagraph } from '@/web/features/help/lib/faqs';
import { findMatches } from '@/web/features/help/lib/search-faqs';

const linkClasses =
  'font-medium text-brand-ink underline underline-offset-4 hover:text-amber-800 dark:text-brand-ink-dark dark:hover:text-amber-200';

/** One paragraph, matched as a whole so a match across a link's edge is marked on both sides. */
function Paragraph({ paragraph, terms }: { paragraph: FaqParagraph; terms: readonly string[] }) {
  const text = paragraph.map((inline) => (typeof inline === 'string' ? inline : inline.text));
  const ranges = findMatches(text.join(''), terms);
  let offset = 0;
  return (
    <p>
      {paragraph.map((inline, index) => {
        const start = offset;
        offset += text[index]?.length ?? 0;
        return typeof inline === 'string' ? (
          <HighlightedText key={index} text={inline} ranges={ranges} offset={start} />
        ) : (
          <Link key={index} to={inline.to} className={linkClasses}>
            <HighlightedText text={inline.text} ranges={ranges} offset={start} />
          </Link>
        );
      })}
    </p>
  );
}

/** An FAQ's answer, its paragraphs with the search's words marked. */
export function FaqAnswer({
  answer,
  terms,
}: {
  answer: readonly FaqParagraph[];
  terms: readonly string[];
}) {
  return (
    <div className="space-y-3 text-[0.9375rem] leading-7 text-stone-700 dark:text-stone-300">
      {answer.map((paragraph, index) => (
        <Paragraph key={index} paragraph={paragraph} terms={terms} />
      ))}
    </div>
  );
}
