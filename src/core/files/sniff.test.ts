import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FORMATS, isAccepted, sniff, unsupportedTypeMessage } from './sniff.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../shared/fixtures/dot/${name}`, import.meta.url)));

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('sniffing a file by its first bytes', () => {
  it('knows images, archives and audio by their signatures', () => {
    expect(sniff(PNG)).toBe('png');
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(sniff(text('PK\u0003\u0004rest'))).toBe('zip');
    expect(sniff(text('PK\u0005\u0006'))).toBe('zip');
    expect(sniff(text('ID3\u0004\u0000'))).toBe('mp3');
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz.
    expect(sniff(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3');
    expect(sniff(bytes(0, 0, 0, 0x20, ...text('ftypM4A '), 0, 0, 0, 0))).toBe('m4a');
    expect(sniff(bytes(0, 0, 0, 0x20, ...text('ftypisom'), 0, 0, 0, 0))).toBe('m4a');
  });

  it('refuses frame-sync look-alikes whose header fields are reserved', () => {
    expect(sniff(bytes(0xff, 0xf1, 0x50, 0x80))).toBe('unknown'); // AAC ADTS: layer 00
    expect(sniff(bytes(0xff, 0xfb, 0xf0, 0x64))).toBe('unknown'); // bitrate 1111
    expect(sniff(bytes(0xff, 0xfb, 0x9c, 0x64))).toBe('unknown'); // sample rate 11
    expect(sniff(bytes(0xff, 0xeb, 0x90, 0x64))).toBe('unknown'); // version 01
    expect(sniff(bytes(0, 0, 0, 0x20, ...text('ftypqt  '), 0, 0, 0, 0))).toBe('unknown');
  });

  it("knows Dot's formats", () => {
    expect(sniff(fixture('sample-320.dtm'))).toBe('dtm');
    expect(sniff(fixture('sample-320.dtms'))).toBe('dtms-json');
    expect(sniff(text('\ufeff \r\n {"items": []}'))).toBe('dtms-json');
  });

  it('takes Braille ASCII only when named .brf or .brl, since any text would pass', () => {
    const brf = text(',HELLO W\u000cORLD4\r\n\u000c,s  \u007f{|}~`\r\n');
    expect(sniff(brf, 'book.BRF')).toBe('braille-ascii');
    expect(sniff(brf, 'book.brl')).toBe('braille-ascii');
    expect(sniff(brf, 'book.txt')).toBe('unknown');
    expect(sniff(text('tab\there'), 'x.brf')).toBe('unknown');
    expect(sniff(text('caf\u00e9'), 'x.brf')).toBe('unknown');
  });

  it('never takes markup, scripts or executables as a tactile file or picture, whatever the name', () => {
    for (const name of ['x.brf', 'x.dtms', 'x.pdf', 'x.png']) {
      expect(sniff(text('<!DOCTYPE html><script>alert(1)</script>'), name)).toBe('unknown');
      expect(sniff(text('  <html><body>'), name)).toBe('unknown');
      expect(sniff(text('<svg onload=alert(1)>'), name)).toBe('unknown');
      expect(sniff(text('#!/bin/sh\nrm -rf /'), name)).toBe('unknown');
      expect(isAccepted('tactile', sniff(text('%PDF-1.7\n'), name))).toBe(false);
      expect(isAccepted('image', sniff(text('%PDF-1.7\n'), name))).toBe(false);
      expect(sniff(text('MZ\u0090\u0000'), name)).toBe('unknown');
      expect(sniff(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1), name)).toBe('unknown');
    }
    expect(sniff(new Uint8Array(0), 'empty.dtms')).toBe('unknown');
  });

  it('knows a PDF by its header only, and takes PDF and ZIP (DOCX) for conversion', () => {
    expect(sniff(text('%PDF-1.7\n%\u00e2\u00e3'), 'book.docx')).toBe('pdf');
    expect(sniff(text('junk%PDF-1.7\n'), 'book.pdf')).toBe('unknown');
    expect(isAccepted('document', 'pdf')).toBe(true);
    expect(isAccepted('document', 'zip')).toBe(true);
    expect(isAccepted('document', 'png')).toBe(false);
    expect(isAccepted('document', 'unknown')).toBe(false);
  });

  it('judges by content, not by name', () => {
    expect(sniff(PNG, 'map.dtms')).toBe('png');
    expect(sniff(PNG, 'map.pdf')).toBe('png');
    expect(isAccepted('tactile', sniff(PNG, 'map.dtms'))).toBe(false);
    expect(isAccepted('image', sniff(PNG, 'map.dtms'))).toBe(true);
  });

  it('accepts per context the formats of spec §3', () => {
    expect(['dtms-json', 'dtm', 'zip', 'braille-ascii'].every((kind) => isAccepted('tactile', kind as never))).toBe(true);
    expect(isAccepted('tactile', 'mp3')).toBe(false);
    expect(isAccepted('tactileFile', 'zip')).toBe(false);
    expect(isAccepted('tactileFile', 'dtm')).toBe(true);
    expect(isAccepted('image', 'zip')).toBe(false);
    expect(isAccepted('audio', 'm4a')).toBe(true);
    expect(isAccepted('audio', 'unknown')).toBe(false);
    expect(unsupportedTypeMessage('image')).toBe('This file cannot be uploaded, check the supported formats: JPG, PNG, JPEG.');
    expect(ACCEPTED_FORMATS.tactile).toEqual(['DTMS', 'DTMX', 'DTMA', 'DTM', 'ZIP', 'BRF', 'BRL']);
  });
});
