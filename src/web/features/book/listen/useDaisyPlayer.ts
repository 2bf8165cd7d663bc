import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer.ts';
import type { DaisyAudio } from './daisyAudio.ts';
import type { ListenCommand } from './listenCommandEntries.ts';
import { listenMessages as m } from './messages.ts';
import {
  audioFile,
  elapsed,
  headingOf,
  nextFile,
  nextHeading,
  nextPage,
  nextPhrase,
  pageOf,
  phraseAt,
  previousHeading,
  previousPage,
  previousPhrase,
  startOf,
  type PlayerBook,
} from './playerBook.ts';
import { clockText } from './clockText.ts';
import { SPEED, speedStep } from './speed.ts';

export interface DaisyPlayer {
  /** The current phrase's index in reading order. */
  readonly index: number;
  readonly playing: boolean;
  readonly speed: number;
  /** Seconds played from the book's start (0 in a text-only book). */
  readonly elapsed: number;
  readonly setSpeed: (speed: number) => void;
  /** Goes to a phrase (a heading picked from the list), saying what it is. */
  readonly goTo: (index: number) => void;
  readonly run: (command: ListenCommand) => void;
  /** Where the player is, in words (what "Read position" says). */
  readonly positionText: string;
}

/**
 * The player's logic over its audio: the current phrase follows the audio's
 * clock (timeupdate, and every animation frame while playing, as timeupdate
 * comes only a few times a second); a file's end goes on to the next file;
 * a jump loads the target's file at its BEGIN and keeps playing if it was.
 * A text-only book moves the same, with nothing to play. Jumps are said
 * politely; the phrases heard while playing never are (the audio says them).
 */
export function useDaisyPlayer(book: PlayerBook, audio: DaisyAudio | undefined): DaisyPlayer {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<number>(SPEED.default);
  const [clock, setClock] = useState(0);
  const indexRef = useRef(0);
  const playingRef = useRef(false);
  const speedRef = useRef<number>(SPEED.default);
  const currentFile = useRef<string | undefined>(undefined);

  const show = useCallback((next: number) => {
    indexRef.current = next;
    setIndex(next);
  }, []);

  const markPlaying = useCallback((value: boolean) => {
    playingRef.current = value;
    setPlaying(value);
  }, []);

  const startPlaying = useCallback(() => {
    if (!audio) return;
    audio.setRate(speedRef.current);
    markPlaying(true);
    audio.play().catch((error: unknown) => {
      // A jump that replaced the source while starting aborts the first start: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('The DAISY audio could not be played', error);
      markPlaying(false);
      announce(intl.formatMessage(m.audioFailed), 'assertive');
    });
  }, [audio, intl, markPlaying]);

  /** Puts the audio at a phrase's start (its file, its BEGIN). */
  const cue = useCallback(
    (target: number) => {
      const start = startOf(book, target);
      const file = start && audioFile(book, start.file);
      if (!audio || !start || !file) return false;
      audio.load(file.url);
      audio.seek(start.time);
      currentFile.current = file.file;
      setClock(elapsed(book, file.file, start.time));
      return true;
    },
    [audio, book],
  );

  const jump = useCallback(
    (target: number, said: string) => {
      show(target);
      if (cue(target) && playingRef.current) startPlaying();
      announce(said);
    },
    [cue, show, startPlaying],
  );

  // Follows the audio: the phrase being heard, and the time.
  const follow = useCallback(() => {
    const file = currentFile.current;
    if (!audio || file === undefined) return;
    const time = audio.time();
    setClock(elapsed(book, file, time));
    const heard = phraseAt(book, file, time);
    if (heard !== undefined && heard !== indexRef.current) show(heard);
  }, [audio, book, show]);

  useEffect(() => {
    if (!audio) return;
    const stopTime = audio.on('timeupdate', follow);
    // Paused or played from outside (media keys, the browser's own controls): the button follows. A pause
    // at a file's end is the end's (the next file plays), and one the player has already undone is stale.
    const stopPause = audio.on('pause', () => {
      if (audio.paused() && !audio.ended()) markPlaying(false);
    });
    const stopPlay = audio.on('play', () => {
      if (!audio.paused()) markPlaying(true);
    });
    const stopEnded = audio.on('ended', () => {
      const file = currentFile.current;
      const following = file === undefined ? undefined : nextFile(book, file);
      if (following === undefined) {
        markPlaying(false);
        announce(intl.formatMessage(m.bookEnd));
        return;
      }
      audio.load(following.url);
      audio.seek(0);
      currentFile.current = following.file;
      follow();
      if (playingRef.current) startPlaying();
    });
    return () => {
      stopTime();
      stopEnded();
      stopPause();
      stopPlay();
    };
  }, [audio, book, follow, intl, markPlaying, startPlaying]);

  // Between timeupdates (about four a second) the highlight follows every frame while playing.
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function step() {
      follow();
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, follow]);

  // Leaving the player stops the sound.
  useEffect(() => () => audio?.pause(), [audio]);

  const setSpeed = useCallback(
    (value: number) => {
      speedRef.current = value;
      setSpeedState(value);
      audio?.setRate(value);
    },
    [audio],
  );

  const positionText = (() => {
    const heading = headingOf(book, index);
    const values = { page: pageOf(book, index), pages: book.pageCount, phrase: index + 1, phrases: book.phrases.length };
    const where = heading === undefined ? intl.formatMessage(m.positionNoHeading, values) : intl.formatMessage(m.position, { ...values, heading: book.phrases[heading]?.text ?? '' });
    return where;
  })();

  const headingSaid = (target: number) => {
    const phrase = book.phrases[target];
    const level = book.headingLevels.get(target) ?? 1;
    return intl.formatMessage(m.headingJump, { level, label: phrase?.text ?? '' });
  };

  const goTo = (target: number) => jump(target, headingSaid(target));

  const run = (command: ListenCommand) => {
    const at = indexRef.current;
    const move = (target: number | undefined, said: (target: number) => string, none: string) => {
      if (target === undefined) announce(none);
      else jump(target, said(target));
    };
    // A phrase moved to while paused is said (in a text-only book that is how it is read); while playing, it is heard.
    const phraseSaid = (target: number) => (playingRef.current ? '' : (book.phrases[target]?.text ?? ''));
    const pageSaid = (target: number) => intl.formatMessage(m.page, { page: pageOf(book, target) });
    switch (command) {
      case 'playPause':
        if (!book.audio || !audio) return announce(intl.formatMessage(m.textOnly));
        if (playingRef.current) {
          markPlaying(false);
          audio.pause();
          return;
        }
        if (currentFile.current === undefined || audio.source() === '') cue(at);
        return startPlaying();
      case 'nextPhrase':
        return move(nextPhrase(book, at), phraseSaid, intl.formatMessage(m.bookEnd));
      case 'previousPhrase':
        return move(previousPhrase(book, at), phraseSaid, intl.formatMessage(m.bookStart));
      case 'nextHeading':
        return move(nextHeading(book, at), headingSaid, intl.formatMessage(m.noNextHeading));
      case 'previousHeading':
        return move(previousHeading(book, at), headingSaid, intl.formatMessage(m.noPreviousHeading));
      case 'nextPage':
        return move(nextPage(book, at), pageSaid, intl.formatMessage(m.lastPage));
      case 'previousPage':
        return move(previousPage(book, at), pageSaid, intl.formatMessage(m.firstPage));
      case 'faster':
      case 'slower': {
        if (!book.audio) return announce(intl.formatMessage(m.textOnly));
        const value = speedStep(speedRef.current, command === 'faster' ? 1 : -1);
        setSpeed(value);
        return announce(intl.formatMessage(m.speedValue, { speed: intl.formatNumber(value) }));
      }
      case 'readPosition':
        return announce(book.audio ? `${positionText}. ${intl.formatMessage(m.time, { elapsed: clockText(clock), total: clockText(book.totalTime) })}` : positionText);
    }
  };

  return { index, playing, speed, elapsed: clock, setSpeed, goTo, run, positionText };
}
