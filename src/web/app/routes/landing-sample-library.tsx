import type { ArticleSummary } from '@/shared/articles/article-schemas';
import { ArticleCard } from '@/web/features/library/components/article-card';

// The landing page's product preview shows the library's real cards (issue #17) with sample
// articles, as GET /api/articles would list them.

const HOUR = 3_600_000;

/** Sample articles, as GET /api/articles would list them. */
function sampleArticles(now: number): ArticleSummary[] {
  const sample = (
    id: string,
    fields: Pick<ArticleSummary, 'title' | 'siteName' | 'tags' | 'readingMinutes'> & {
      hoursAgo: number;
      readingProgress?: number;
    },
  ): ArticleSummary => {
    const at = new Date(now - fields.hoursAgo * HOUR).toISOString();
    return {
      id,
      url: `https://example.org/${id}`,
      title: fields.title,
      excerpt: null,
      siteName: fields.siteName,
      image: null,
      tags: fields.tags,
      isArchived: false,
      source: 'web',
      createdAt: at,
      updatedAt: at,
      contentStatus: null,
      readingMinutes: fields.readingMinutes,
      readingProgress: fields.readingProgress ?? 0,
      snippet: null,
    };
  };
  return [
    sample('canyon', {
      title: 'Four days down the canyon – what the river teaches',
      siteName: 'Field Notes',
      tags: ['travel', 'outdoors'],
      readingMinutes: 7,
      readingProgress: 0.4,
      hoursAgo: 2,
    }),
    sample('sourdough', {
      title: 'The slow science of a good sourdough',
      siteName: 'Kitchen Letters',
      tags: ['food'],
      readingMinutes: 12,
      hoursAgo: 20,
    }),
    sample('attention', {
      title: 'Why deep reading needs a quiet place',
      siteName: 'The Long Read',
      tags: ['reading', 'focus'],
      readingMinutes: 9,
      hoursAgo: 50,
    }),
    sample('tides', {
      title: 'Tide tables, explained for the curious',
      siteName: 'Coastal Review',
      tags: ['science'],
      readingMinutes: 5,
      readingProgress: 1,
      hoursAgo: 96,
    }),
  ];
}

const nothing = () => undefined;

/** The library's list as a reader sees it, with the sample articles (inert in the preview). */
export function SampleLibrary() {
  const now = new Date();
  return (
    <>
      {sampleArticles(now.getTime()).map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          now={now}
          density="compact"
          selected={index === 0}
          removing={false}
          busy={false}
          onFocus={nothing}
          onArchive={nothing}
          onDelete={nothing}
          onFadeEnd={nothing}
          onTagSelect={nothing}
        />
      ))}
    </>
  );
}
