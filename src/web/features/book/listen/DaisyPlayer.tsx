import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Label, ListBox, ListBoxItem, Slider, SliderOutput, SliderThumb, SliderTrack, Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DaisyContents } from '../api/daisyApi.ts';
import { useDaisyAudioFactory, type DaisyAudio } from './daisyAudio.ts';
import type { ListenCommand } from './listenCommandEntries.ts';
import { listenToCommands } from './listenRequests.ts';
import { routeTitles } from '../../../routes/messages.ts';
import { listenMessages as m } from './messages.ts';
import { PhraseOnDisplay } from './PhraseOnDisplay.tsx';
import { PlayerCommandButton } from './PlayerCommandButton.tsx';
import { pageOf, phrasesOnPage, playerBook } from './playerBook.ts';
import { clockText } from './clockText.ts';
import { SPEED } from './speed.ts';
import { pageAudioMessages } from '../../../ui/pageAudio/messages.ts';
import { useDaisyPlayer } from './useDaisyPlayer.ts';
import './listen.css';

interface Props {
  readonly contents: DaisyContents;
  /** The page's h1 (the book's title). */
  readonly heading: ReactNode;
  /** The link back to the document. */
  readonly back: ReactNode;
}

const BACKWARD: readonly ListenCommand[] = ['previousHeading', 'previousPage', 'previousPhrase'];
const FORWARD: readonly ListenCommand[] = ['nextPhrase', 'nextPage', 'nextHeading'];
const MORE: readonly ListenCommand[] = ['slower', 'faster', 'readPosition'];

/** A made DAISY book: where the player is, its commands, the speed, the page's text with the phrase heard, and its headings. */
export function DaisyPlayer({ contents, heading, back }: Props) {
  const intl = useIntl();
  const book = useMemo(() => playerBook(contents), [contents]);
  const factory = useDaisyAudioFactory();
  const element = useRef<HTMLAudioElement>(null);
  const [audio, setAudio] = useState<DaisyAudio>();
  useEffect(() => {
    if (book.audio && element.current) setAudio(factory(element.current));
  }, [book.audio, factory]);
  const player = useDaisyPlayer(book, audio);
  const run = player.run;
  useEffect(() => listenToCommands(run), [run]);
  const pageHeadingId = useId();
  const headingsId = useId();
  const phrase = book.phrases[player.index];
  const page = pageOf(book, player.index);
  const command = (name: ListenCommand) => <PlayerCommandButton key={name} command={name} />;
  const headings = book.headings.map((index) => ({ id: String(index), index, label: book.phrases[index]?.text ?? '', level: book.headingLevels.get(index) ?? 1 }));

  return (
    <>
      <header className="page-intro">
        {heading}
        {back}
      </header>
      <section className="listen-player" aria-label={intl.formatMessage(routeTitles.listen)} lang={book.lang || undefined}>
        <p className="listen-position">{player.positionText}</p>
        {book.audio ? (
          <p className="listen-time">{intl.formatMessage(m.time, { elapsed: clockText(player.elapsed), total: clockText(book.totalTime) })}</p>
        ) : (
          <p className="listen-time">{intl.formatMessage(m.textOnly)}</p>
        )}
        <Toolbar className="button-row listen-toolbar" aria-label={intl.formatMessage(m.toolbar)}>
          {book.audio && (
            <PlayerCommandButton command="playPause" className="button button--primary">
              {intl.formatMessage(player.playing ? m.pause : m.play)}
            </PlayerCommandButton>
          )}
          {BACKWARD.map(command)}
          {FORWARD.map(command)}
          {(book.audio ? MORE : MORE.filter((name) => name === 'readPosition')).map(command)}
        </Toolbar>
        {book.audio && (
          <Slider className="listen-speed" value={player.speed} minValue={SPEED.min} maxValue={SPEED.max} step={SPEED.step} onChange={player.setSpeed} formatOptions={{ maximumFractionDigits: 2 }}>
            <div className="listen-speed-head">
              <Label className="field-label">{intl.formatMessage(pageAudioMessages.speed)}</Label>
              <SliderOutput className="listen-speed-output">{({ state }) => intl.formatMessage(m.speedValue, { speed: state.getThumbValueLabel(0) })}</SliderOutput>
            </div>
            <SliderTrack className="listen-speed-track">
              <SliderThumb className="listen-speed-thumb" />
            </SliderTrack>
          </Slider>
        )}
        <section className="listen-page" aria-labelledby={pageHeadingId}>
          <h2 id={pageHeadingId}>{intl.formatMessage(m.page, { page })}</h2>
          <div className="listen-phrases">
            {phrasesOnPage(book, page).map((index) => {
              const one = book.phrases[index];
              if (!one) return null;
              const current = index === player.index;
              return (
                <p key={one.id} className="listen-phrase" data-kind={one.kind} lang={one.lang || undefined} {...(current ? { 'aria-current': 'true' } : {})}>
                  {one.text}
                </p>
              );
            })}
          </div>
        </section>
        <section className="listen-headings" aria-labelledby={headingsId}>
          <h2 id={headingsId}>{intl.formatMessage(m.headings)}</h2>
          {headings.length > 0 ? (
            <ListBox
              aria-labelledby={headingsId}
              items={headings}
              selectionMode="none"
              onAction={(key) => player.goTo(Number(key))}
              className="listen-heading-list"
            >
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.label} className="listen-heading-item" style={{ paddingInlineStart: `${item.level - 1}em` }}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          ) : (
            <p>{intl.formatMessage(m.noHeadings)}</p>
          )}
        </section>
        {/* The page's text above is the audio's transcript, each phrase highlighted as it is heard: no caption track needed. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        {book.audio && <audio ref={element} className="listen-audio" preload="auto" />}
        {phrase && <PhraseOnDisplay text={phrase.text} />}
      </section>
    </>
  );
}
