import yauzl from 'yauzl';

// Whether a ZIP is a Word document: its central directory names
// `[Content_Types].xml` and `word/document.xml`. Only names are read (no
// entry is inflated), and at most MAX_ENTRIES of them, so a hostile archive
// costs nothing here; the converter reads the parts it needs with its limits.

const MAX_ENTRIES = 20_000;

export function isWordPackage(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (error, zip) => {
      if (error || zip === undefined) return resolve(false);
      let seen = 0;
      let types = false;
      let body = false;
      const done = (answer: boolean) => {
        zip.close();
        resolve(answer);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        seen++;
        if (entry.fileName === '[Content_Types].xml') types = true;
        if (entry.fileName === 'word/document.xml') body = true;
        if (types && body) return done(true);
        if (seen >= MAX_ENTRIES) return done(false);
        zip.readEntry();
      });
      zip.on('end', () => resolve(types && body));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}
