import { defineMessages } from '../messages/index.ts';

// What every paged document says about its pages (spec §8), the Canvas's and
// the Book's alike: one wording, and in the main catalogue, since both
// features use it.
export const documentPageMessages = defineMessages({
  position: { id: '{page}/{pages} 페이지', description: 'Where a document is: page number of total (Canvas, Book presentation). English: "Page {page} of {pages}"' },
  firstPage: { id: '첫 페이지입니다.', description: 'Shown when going to the previous page from the first one. English: "This is the first page."' },
  lastPage: { id: '마지막 페이지입니다.', description: 'Spec §8: shown when a page cannot move or turn further. English: "This is the last page."' },
  minimumPages: { id: '페이지는 1개 이상 있어야 합니다.', description: 'Spec §8: deleting the only page. English: "There must be at least 1 page."' },
  maximumPages: { id: '페이지는 최대 100개까지 만들 수 있습니다.', description: 'Spec §8: adding a page past 100. English: "You can have a maximum of 100 pages."' },
});
