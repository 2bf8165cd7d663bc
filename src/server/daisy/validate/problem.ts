// What the validator reports: one problem per broken rule, in English, for
// tests and logs (never shown to users as is). `file` is relative to the
// book's folder with forward slashes; `rule` is a stable name a test can match.

export type DaisyRule =
  | 'package' // exactly one OPF package file
  | 'doctype' // the DOCTYPE names the Z39.86-2005 DTD for this kind of file
  | 'dtd' // xmllint --valid against that DTD
  | 'uid' // NCX and SMIL dtb:uid = the OPF unique identifier
  | 'reference' // a smilref or src names an existing file and, after '#', an existing id
  | 'manifest' // every manifest item exists; spine itemrefs name items
  | 'media-type' // SMIL items are application/smil
  | 'metadata' // the required OPF metadata is present and right
  | 'clock' // a clock value that cannot be read
  | 'smil-duration' // a SMIL's main seq dur = the sum of its clips
  | 'total-elapsed-time' // each SMIL's dtb:totalElapsedTime = the durations of the SMILs before it
  | 'total-time' // the OPF dtb:totalTime = the sum of SMIL durations
  | 'clip' // clipBegin < clipEnd <= the audio file's duration
  | 'audio' // an audio file that cannot be measured
  | 'unique-id'; // no id twice in one file

export interface DaisyProblem {
  readonly file: string;
  readonly rule: DaisyRule;
  readonly message: string;
}
