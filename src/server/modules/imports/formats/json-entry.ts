import { cleanUrl } from './entry-fields';
import {
  describeBytes,
  problemAt,
  type ImportLimits,
  type ImportPosition,
  type ImportProblem,
} from './import-entry';
import { omitted, stringOf, type JsonValue } from './json-items';

/** An entry's URL, or the problem that keeps it from being imported. */
export function urlOrProblem(
  value: JsonValue | undefined,
  position: ImportPosition,
  limits: ImportLimits,
): string | ImportProblem {
  if (value === omitted) {
    return problemAt(
      position,
      `Unreadable URL: longer than ${describeBytes(limits.maxFieldBytes)}`,
    );
  }
  const url = cleanUrl(stringOf(value));
  return url === '' ? problemAt(position, 'Missing URL') : url;
}
