// The tactile rules' measures, in pins, with the millimetres they stand for
// on a Dot Pad (pins about 2.5 mm apart, centre to centre). Why each value:
// docs/accessibility-checker.md, "Tactile rules".

/** Centre-to-centre distance of neighbouring pins on the Dot Pad, in millimetres. */
export const PIN_PITCH_MM = 2.5;

/**
 * Empty pins needed between braille and a graphic. BANA/CNIB's "1/8 inch
 * rule" (3 mm, the absolute minimum between any two elements): one lowered
 * pin leaves about 3.5 mm between the edges of the pins either side; none
 * leaves them touching.
 */
export const BRAILLE_CLEARANCE_PINS = 1;

/** A braille cell is 2 pins wide and 3 (6-dot) or 4 (8-dot) pins tall (core/braille multiBraille). */
export const CELL_WIDTH = 2;
export const MIN_CELL_HEIGHT = 3;
export const MAX_CELL_HEIGHT = 4;

/**
 * Cell pitches across that the detector tries: the Canvas places cells with a
 * 1-pin gap (pitch 3), and accepts gaps up to 2 in practice (pitch 4).
 */
export const CELL_PITCHES = [3, 4] as const;

/**
 * Empty columns that can separate two cells of one label: a blank cell
 * between words (2 pins and its gaps) plus the empty columns of the cells
 * either side (a cell with only its left column raised).
 */
export const MAX_GAP_IN_LABEL = 6;

/** The device's own cell lines: 4 pins tall, from the top of the page (DEVICE_MODELS). */
export const DEVICE_LINE_HEIGHT = 4;

/** Raised pins side by side in braille whose cells touch: at most three cells' worth (c c c: dots 1 and 4 in a row). */
export const MAX_BRAILLE_RUN = 6;

/** Pieces a page needs before it can be called a page of braille text. */
export const MIN_TEXT_PAGE_PIECES = 3;

/** Share of a group's pins that must sit on its cell lattice for it to count as braille. */
export const MIN_LATTICE_SHARE = 0.75;

/**
 * A single pin is not noise when another raised pin is this close (in pins,
 * across, down or diagonally): a dotted line or a texture of dots.
 */
export const DOTTED_NEIGHBOUR_PINS = 2;

/**
 * A single pin is not noise when a cell-sized piece is within this reach on
 * its line of braille (across, and up or down): it may be a letter like
 * "a" (dot 1 alone) in a word.
 */
export const BRAILLE_REACH_ACROSS = 6;
export const BRAILLE_REACH_DOWN = 3;

/**
 * Two separate lines or areas with only one empty pin between them (about
 * 3.5 mm edge to edge, short of the 1/4 inch, 6 mm, BANA/CNIB and APH advise
 * for elements to be told apart) along at least this many pins (about
 * 10 mm, a fingertip's width) are reported.
 */
export const CLOSE_RUN_PINS = 4;

/** Beyond this share of raised pins a page is more filled than blank: a warning. */
export const MAX_RAISED_SHARE = 0.5;
