import { checkHtml, checkPages, withoutIgnored, type Finding } from '../core/a11ycheck/index.ts';
import { translator } from '../server/i18n/translator.ts';
import { EXIT, type CliCommand } from './command.ts';
import { readCheckedFile, UnreadableFile, type CheckedFile } from './checkedFile.ts';
import { placeText } from './findingPlace.ts';
import { parseArgs } from './options.ts';
import { usage } from './render.ts';

/** The exit codes of `check` (the issue's): 2 is also the code of a wrong call. */
export const CHECK_EXIT = { passed: EXIT.ok, found: EXIT.failed, unreadable: EXIT.usage } as const;

/** A finding as `--json` prints it: the finding's data, its place in words, its message and fix label in English. */
export interface FindingReport {
  readonly rule: Finding['rule'];
  readonly severity: Finding['severity'];
  readonly location: Finding['location'] & { readonly text: string };
  readonly key: string;
  readonly message: string;
  readonly fix?: { readonly kind: 'auto' | 'guided'; readonly label: string };
}

function findingsOf(file: CheckedFile): Finding[] {
  if (file.kind === 'tactile') return withoutIgnored(checkPages(file.pages), file.ignores);
  // The title from <title>, the model's rules, and what only the HTML has (aria-label).
  return checkHtml(file.nodes);
}

export function reportOf(finding: Finding, file: CheckedFile): FindingReport {
  const english = translator('en');
  const { fix } = finding;
  return {
    rule: finding.rule,
    severity: finding.severity,
    location: { ...finding.location, text: placeText(finding.location, file.kind === 'html' ? file.document : undefined) },
    key: finding.key,
    message: english(finding.message.message, finding.message.values),
    ...(fix ? { fix: { kind: fix.kind, label: english(fix.label.message, fix.label.values) } } : {}),
  };
}

/** One line: severity, rule, place, message. */
export function reportLine(report: FindingReport): string {
  return `${report.severity} [${report.rule}] ${report.location.text}: ${report.message}`;
}

/** `tactile check FILE [--json]`: exit 0 nothing found, 1 something found, 2 the file cannot be checked. */
export const checkCommand: CliCommand = {
  name: 'check',
  usage: 'check FILE [--json]',
  summary: 'check an HTML, DTMS or DTM file for accessibility problems',
  async run(args, io) {
    const parsed = parseArgs(args, { flags: ['--json'] });
    const [input, ...extra] = parsed.positional;
    if (input === undefined || extra.length > 0) return usage(io, this.usage);
    let file: CheckedFile;
    try {
      file = await readCheckedFile(input);
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      io.err(`tactile check: ${error.message}\n`);
      return CHECK_EXIT.unreadable;
    }
    const reports = findingsOf(file).map((finding) => reportOf(finding, file));
    if (parsed.flags.has('--json')) io.out(`${JSON.stringify(reports, null, 2)}\n`);
    else if (reports.length === 0) io.out('Accessibility check passed.\n');
    else io.out(reports.map((report) => `${reportLine(report)}\n`).join(''));
    return reports.length === 0 ? CHECK_EXIT.passed : CHECK_EXIT.found;
  },
};
