import { describe, expect, it } from 'vitest';
import { checkSummary, groupedChecksum, offeredRelease } from './checkSummary.ts';
import type { FirmwareCheck, FirmwareRelease } from './firmwareApi.ts';
import { releaseForm, type ReleaseUpload } from './firmwareApi.ts';
import { INSTALL_STEPS, clampStep } from './installSteps.ts';
import { firmwareMessages as m } from './messages.ts';
import { percentOf, worthSaying } from './progressSpeech.ts';
import { formErrors, serverErrors } from './releaseFormErrors.ts';

const release: FirmwareRelease = {
  releaseNo: '7',
  model: 'DotPad320A',
  version: '2.5.0',
  minHardware: null,
  notes: 'Faster refresh.\nFixes the text line.',
  vendorUrl: null,
  sha256: 'ab'.repeat(32),
  signature: 'c2ln',
  size: 4,
  fileName: 'fw.bin',
  downloadUrl: '/device-app/v1/firmware/releases/7/file',
  createdAt: '2026-11-28T00:00:00.000Z',
};
const check = (status: FirmwareCheck['status'], latest: FirmwareRelease | null = release): FirmwareCheck => ({ model: 'DotPad320A', firmware: '2.4.0', hardware: 1, status, latest });

describe('the comparison in plain words', () => {
  it('names both versions when an update exists, and offers the release', () => {
    expect(checkSummary(check('UPDATE_AVAILABLE'))).toEqual({ message: m.statusUpdate, values: { latest: '2.5.0', current: '2.4.0' } });
    expect(offeredRelease(check('UPDATE_AVAILABLE'))).toBe(release);
  });
  it('says up to date and offers nothing to install', () => {
    expect(checkSummary(check('UP_TO_DATE'))).toEqual({ message: m.statusUpToDate, values: { current: '2.4.0' } });
    expect(offeredRelease(check('UP_TO_DATE'))).toBeNull();
  });
  it('says the catalogue has nothing for the model', () => {
    expect(checkSummary(check('NOT_IN_CATALOGUE', null))).toEqual({ message: m.statusNotInCatalogue, values: { model: 'DotPad320A' } });
    expect(offeredRelease(check('NOT_IN_CATALOGUE', null))).toBeNull();
  });
  it('with no version reported, names the newest and still offers it', () => {
    expect(checkSummary(check('UNKNOWN_VERSION'))).toEqual({ message: m.statusUnknownVersion, values: { latest: '2.5.0' } });
    expect(offeredRelease(check('UNKNOWN_VERSION'))).toBe(release);
  });
  it('reads a checksum in groups of four', () => {
    expect(groupedChecksum('ABCDEF0123')).toBe('abcd ef01 23');
  });
});

describe('the install steps', () => {
  it('are five, kept within their ends', () => {
    expect(INSTALL_STEPS).toHaveLength(5);
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(2.7)).toBe(2);
    expect(clampStep(9)).toBe(4);
  });
});

describe('what is said while the update runs', () => {
  it('says the first report, each new stage and each quarter passed, nothing in between', () => {
    expect(worthSaying(undefined, { stage: 'verifying', fraction: 0 })).toBe(true);
    expect(worthSaying({ stage: 'transferring', fraction: 0.1 }, { stage: 'transferring', fraction: 0.2 })).toBe(false);
    expect(worthSaying({ stage: 'transferring', fraction: 0.2 }, { stage: 'transferring', fraction: 0.25 })).toBe(true);
    expect(worthSaying({ stage: 'transferring', fraction: 0.8 }, { stage: 'installing', fraction: 0.86 })).toBe(true);
  });
  it('never says 100 % before the end', () => {
    expect(percentOf(0.999)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(-1)).toBe(0);
    expect(percentOf(0.5)).toBe(50);
  });
});

const upload = (change: Partial<ReleaseUpload> = {}): ReleaseUpload => ({
  model: 'DotPad320A',
  version: '2.5.0',
  minHardware: '',
  notes: 'n',
  vendorUrl: '',
  sha256: 'ab'.repeat(32),
  signature: 'c2ln',
  file: new File([new Uint8Array([1, 2, 3, 4])], 'fw.bin'),
  downloadUrl: '',
  ...change,
});

describe('the upload form', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(formErrors(upload())).toEqual({});
  });
  it('asks for the required fields, a whole hardware number, https addresses and exactly one source', () => {
    expect(formErrors(upload({ model: ' ', version: '', sha256: '', signature: '' }))).toEqual({ model: m.required, version: m.required, sha256: m.required, signature: m.required });
    expect(formErrors(upload({ minHardware: '1.5' }))).toEqual({ minHardware: m.errorHardware });
    expect(formErrors(upload({ vendorUrl: 'http://dot.example/' }))).toEqual({ vendorUrl: m.errorHttps });
    expect(formErrors(upload({ file: undefined }))).toEqual({ file: m.errorSource });
    expect(formErrors(upload({ downloadUrl: 'https://dot.example/fw.bin' }))).toEqual({ file: m.errorSource });
    expect(formErrors(upload({ file: undefined, downloadUrl: 'ftp://dot.example/fw.bin' }))).toEqual({ file: m.errorHttps });
  });
  it("puts each server refusal at its field, anything else at the form", () => {
    expect(serverErrors('FIRMWARE_SIGNATURE')).toEqual({ signature: m.errorSignature });
    expect(serverErrors('FIRMWARE_EXISTS')).toEqual({ version: m.errorExists });
    expect(serverErrors('FIRMWARE_NO_KEY')).toEqual({ form: m.errorNoKey });
    expect(serverErrors(undefined)).toEqual({ form: m.errorOther });
  });
  it('sends the fields given, notes as written, the file last', () => {
    const form = releaseForm(upload({ notes: '  line one\nline two ', minHardware: ' 2 ' }));
    expect([...form.keys()]).toEqual(['MODEL', 'VERSION', 'MIN_HARDWARE', 'NOTES', 'SHA256', 'SIGNATURE', 'FILE']);
    expect(form.get('NOTES')).toBe('  line one\nline two ');
    expect(form.get('MIN_HARDWARE')).toBe('2');
  });
});
