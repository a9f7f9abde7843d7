export {
  createCotemporalReference,
  type CotemporalReferenceOptions,
  type ReferenceCell,
  type ReferenceRun,
  referenceOutput,
  type ReferenceSurface,
  runReferencePlan,
} from './cotemporal-reference.ts';
