import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { pageMessages, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { UserText } from '../../../ui/UserText.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { pagesMessages as m } from './messages.ts';
import { PinCanvas } from './PinCanvas.tsx';

/** The alternative text on one line of words (the field below keeps its line breaks). */
const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The document's pages as a grid list: "Page 2 of 5", its alternative text
 * (or "No alternative text", which saving refuses), and a thumbnail for the
 * eye. A long text is shown in three lines at most, cut by CSS
 * (line-clamp), so a screen reader still reads all of it and no row runs
 * over the next. The current page is the selected row; arrows move
 * through the list, and Enter, Space or a click turns to the page.
 */
export function PageList({ editor, label }: { readonly editor: CanvasEditor; readonly label: string }) {
  const intl = useIntl();
  const pages = useEditorState(editor, (state) => state.document.pages);
  const pageIndex = useEditorState(editor, (state) => state.pageIndex);
  const current = pages[pageIndex]?.id;
  const items = pages.map((page, index) => ({ page, index }));

  const turn = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    const index = pages.findIndex((page) => page.id === key);
    if (index >= 0 && index !== pageIndex) editor.goToPage(index);
  };

  return (
    <GridList
      aria-label={label}
      className="page-list"
      items={items}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={current === undefined ? [] : [current]}
      onSelectionChange={turn}
    >
      {({ page, index }) => {
        const position = intl.formatMessage(pageMessages.position, { page: index + 1, pages: pages.length });
        const alt = page.altText.trim();
        return (
          <GridListItem id={page.id} textValue={position} className="page-list-item">
            <PinCanvas grid={page.grid} pixelsPerPin={2} className="page-thumbnail" />
            <span className="page-list-text">
              <strong>{position}</strong> {alt === '' ? <em className="page-list-missing">{intl.formatMessage(m.noAltText)}</em> : <UserText text={alt} className="page-list-alt">{oneLine(alt)}</UserText>}
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
