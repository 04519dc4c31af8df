import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../database';
import * as articles from './001-articles';
import { accountsMigration } from './002-accounts';
import * as apiTokens from './003-api-tokens';
import * as usageEvents from './004-usage-events';
import * as articleTitle from './005-article-title';
import { articleImagesMigration } from './006-article-images';
import * as aiSummaries from './007-ai-summaries';
import * as billing from './008-billing';
import * as contactRequests from './009-contact-requests';
import { jobsMigration } from './010-jobs';
import { importsMigration } from './011-imports';
import { searchMigration } from './012-search';
import * as decodedText from './013-decoded-text';
import { searchOrderMigration } from './014-search-order';
import { searchWindowsMigration } from './015-search-windows';
import { searchFoldFastPathMigration } from './016-search-fold-fast-path';
import { searchWordPairsMigration } from './017-search-word-pairs';

/**
 * Every migration, in order. Add new ones at the end; never edit a released one. A few
 * differ by dialect (Better Auth's column types do), so the set is built for one dialect.
 */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001-articles': articles,
    '002-accounts': accountsMigration(dialect),
    '003-api-tokens': apiTokens,
    '004-usage-events': usageEvents,
    '005-article-title': articleTitle,
    '006-article-images': articleImagesMigration(dialect),
    '007-ai-summaries': aiSummaries,
    '008-billing': billing,
    '009-contact-requests': contactRequests,
    '010-jobs': jobsMigration(dialect),
    '011-imports': importsMigration(dialect),
    '012-search': searchMigration(dialect),
    '013-decoded-text': decodedText,
    '014-search-order': searchOrderMigration(dialect),
    '015-search-windows': searchWindowsMigration(dialect),
    '016-search-fold-fast-path': searchFoldFastPathMigration(dialect),
    '017-search-word-pairs': searchWordPairsMigration(dialect),
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}
