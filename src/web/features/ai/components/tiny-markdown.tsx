import { Fragment, type ReactNode } from 'react';
import {
  blockText,
  parseBlocks,
  parseInline,
  type Block,
  type InlineNode,
} from '@/web/features/ai/lib/tiny-markdown';

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return <Fragment key={i}>{node}</Fragment>;
    if (node.type === 'code')
      return (
        <code
          key={i}
          className="rounded bg-stone-200/70 px-1 py-0.5 font-mono text-[0.875em] text-stone-900 dark:bg-stone-800 dark:text-stone-100"
        >
          {node.text}
        </code>
      );
    if (node.type === 'strong')
      return (
        <strong key={i} className="font-semibold text-stone-950 dark:text-white">
          {renderInline(node.children)}
        </strong>
      );
    return <em key={i}>{renderInline(node.children)}</em>;
  });
}

/** One line of model text (a summary bullet), with the inline part of the subset. */
export function TinyMarkdownInline({ text }: { text: string }) {
  return <>{renderInline(parseInline(text))}</>;
}

type TinyMarkdownProps = {
  text: string;
  /** Something to show after a quote (given the quote's words), e.g. "Show in article". */
  quoteAction?: (quote: string) => ReactNode;
};

/**
 * Model output as React elements (SECURITY.md 34): never HTML, no images, no links, so nothing
 * in it loads anything or can be clicked into a script.
 */
export function TinyMarkdown({ text, quoteAction }: TinyMarkdownProps) {
  return <>{parseBlocks(text).map((block, i) => renderBlock(block, i, quoteAction))}</>;
}

function renderBlock(
  block: Block,
  key: number,
  quoteAction: TinyMarkdownProps['quoteAction'],
): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p key={key} className="my-2 first:mt-0 last:mb-0">
          {renderInline(parseInline(block.text))}
        </p>
      );
    case 'heading':
      return (
        <p key={key} className="my-2 font-semibold text-stone-950 first:mt-0 dark:text-white">
          {renderInline(parseInline(block.text))}
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          key={key}
          className={`my-2 space-y-1 pl-5 first:mt-0 last:mb-0 marker:text-stone-400 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(parseInline(item))}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <div key={key} className="my-3 first:mt-0 last:mb-0">
          <blockquote className="border-l-[3px] border-brand pl-3.5 text-stone-700 italic dark:text-stone-300">
            {block.blocks.map((inner, i) => renderBlock(inner, i, undefined))}
          </blockquote>
          {quoteAction?.(blockText(block))}
        </div>
      );
  }
}
