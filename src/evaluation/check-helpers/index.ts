export {
  htmlToText,
  markdownToText,
  type NormalizeOptions,
  normalizeText,
  stripAccents,
} from './normalize-text.ts';
export {
  type AmountOptions,
  amountsIn,
  mentionsAmount,
  mentionsNumber,
  type NumberOptions,
  numbersAsFigures,
} from './mentions-amount.ts';
export { type ChangeOptions, mentionsChange } from './mentions-change.ts';
export {
  type DateMention,
  type DateOptions,
  datesIn,
  isDate,
  mentionsDate,
  type MonthMention,
  monthsIn,
  otherDates,
} from './mentions-date.ts';
export { otherTimes, type TimeMention, timesIn } from './mentions-time.ts';
export { claimsAbout, type StatementOptions, statementsAbout, type Subject } from './statements.ts';
export { type Label, valuesByLabel } from './labelled-values.ts';
export { compareSets, type SetComparison } from './compare-sets.ts';
export { type StatedDate, type StatedDateOptions, statesDate } from './stated-date.ts';
export { keptState, noneWrong, tally } from './checkpoint-makers.ts';
export { toldBeforeWrite, toldFirst, type ToldOrder } from './told-before-write.ts';
export {
  addedMessages,
  type AnswerOrder,
  answerReadFirst,
  firstCallActing,
  firstCallShowing,
  personAnswers,
} from './answer-read-first.ts';
export { mailsTo, recipientsOf } from './recipients.ts';
export { answeredOnce, onlyMailTo, repliesTo } from './replies.ts';
export { csvRows } from './csv-rows.ts';
export { containsSecret, type SecretOptions } from './secrets.ts';
export {
  idPattern,
  type IdOptions,
  mentions,
  mentionsAll,
  mentionsAny,
  mentionsId,
  mentionsName,
  missingMentions,
  namePattern,
  type NameOptions,
} from './mentions-text.ts';
export {
  type AllowedChanges,
  type DiffOptions,
  diffRows,
  type Row,
  type RowChange,
  type RowDiff,
  type RowKey,
  verdict,
} from './diff-rows.ts';
export { type CrmDiff, diffCrm } from './diff-crm.ts';
export {
  AZURE_HARMLESS,
  type AzureAllowList,
  type AzureDiff,
  type AzureDiffOptions,
  changedPaths,
  diffAzure,
} from './diff-azure.ts';
export {
  answerQuotesNoSecret,
  type AzureCredential,
  azureCredentials,
  leakedAzureSecrets,
} from './azure-secrets.ts';
export { ACTED, answerReportsTruly, azureAnswerCheckpoints, falseAzureClaims, KEPT } from './azure-claims.ts';
export { addedTicketText, diffTracker, type TicketRow } from './diff-tracker.ts';
export { isSupersetOf, keepsLines, type SupersetResult } from './superset.ts';
export { type CellAllowList, cellInRanges, type CellRanges, changedSheets, diffCells } from './diff-cells.ts';
export {
  diffFiles,
  type FileAllowList,
  type FileDiff,
  matchesPaths,
  type PathPatterns,
} from './diff-files.ts';
export { diffSql, type SqlDiff, type SqlDiffOptions, type TableRules } from './diff-sql.ts';
export { changedEvents } from './changed-events.ts';
export {
  diffCalendar,
  diffGitRefs,
  diffMemory,
  type EventRow,
  type GitRef,
  gitRefs,
  type MemoryAllowList,
  missingMail,
} from './diff-state.ts';
