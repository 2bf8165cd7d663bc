import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { createKeyChordReader, type KeyChord } from './keyChords.ts';

function rig() {
  const clock = createManualClock();
  const chords: (KeyChord & { at: number })[] = [];
  const reader = createKeyChordReader(clock, (chord) => chords.push({ ...chord, at: clock.now() }));
  return { clock, chords, reader };
}

describe('key chords', () => {
  it('reports a short press once, when the key is released', async () => {
    const { clock, chords, reader } = rig();
    reader.update('function', ['F1']);
    await clock.advance(300);
    expect(chords).toHaveLength(0);
    reader.update('function', []);
    expect(chords).toEqual([{ keys: ['F1'], long: false, at: 300 }]);
    await clock.runAll();
    expect(chords).toHaveLength(1);
  });

  it('collects keys of several groups pressed within 200 ms into one chord', async () => {
    const { clock, chords, reader } = rig();
    reader.update('perkins', ['panLeft']);
    await clock.advance(150);
    reader.update('function', ['F1']);
    await clock.advance(20);
    reader.update('perkins', []); // one group released, F1 still held
    expect(chords).toHaveLength(0);
    reader.update('function', []);
    expect(chords.map(({ keys, long }) => ({ keys, long }))).toEqual([{ keys: ['panLeft', 'F1'], long: false }]);
  });

  it('leaves out a key pressed after the 200 ms window', async () => {
    const { clock, chords, reader } = rig();
    reader.update('perkins', ['panLeft']);
    await clock.advance(250);
    reader.update('perkins', ['panLeft', 'panRight']);
    reader.update('perkins', []);
    expect(chords.map(({ keys }) => keys)).toEqual([['panLeft']]);
  });

  it('reports a long press at 1.5 s while held, and nothing on its release', async () => {
    const { clock, chords, reader } = rig();
    reader.update('perkins', ['panLeft', 'panRight']);
    await clock.advance(1499);
    expect(chords).toHaveLength(0);
    await clock.advance(1);
    expect(chords).toEqual([{ keys: ['panLeft', 'panRight'], long: true, at: 1500 }]);
    await clock.advance(1000);
    reader.update('perkins', []);
    expect(chords).toHaveLength(1);
    // The next press starts a new chord.
    reader.update('function', ['F4']);
    reader.update('function', []);
    expect(chords.at(-1)).toMatchObject({ keys: ['F4'], long: false });
  });

  it('ignores releases with nothing held, and dispose cancels the timers', async () => {
    const { clock, chords, reader } = rig();
    reader.update('function', []);
    reader.update('function', ['F2']);
    reader.dispose();
    await clock.runAll();
    expect(chords).toHaveLength(0);
    expect(clock.pendingTasks).toBe(0);
  });
});
