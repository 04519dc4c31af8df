import type { Extractor } from '../http/app-env';
import { createExtractionPool, type ExtractionPool } from '../modules/extraction/extraction-pool';

let pool: ExtractionPool | undefined;

/** One real extraction pool per test process, started on first use so tests that never save pay nothing. */
export function testExtractor(): Extractor {
  return {
    extract: (html, url, options) => {
      pool ??= createExtractionPool({ threads: 1 });
      return pool.extract(html, url, options);
    },
  };
}
