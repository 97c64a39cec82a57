import type { TFunction } from 'i18next';
import { describeExtensions, type FileProblem, formatMegabytes } from './upload-checks';

/** The sentence for a refused file, in the page's language, under `prefix` (avatar or documents). */
export function uploadProblemText(
  t: TFunction<'profile'>,
  prefix: 'avatar' | 'documents.upload',
  problem: FileProblem,
  file: { size: number },
  intlLocale: string,
): string {
  return problem.kind === 'type'
    ? t(`${prefix}.wrongType`, { types: describeExtensions(problem.extensions, intlLocale) })
    : t(`${prefix}.tooLarge`, { size: formatMegabytes(file.size, intlLocale), max: problem.maxMb });
}
