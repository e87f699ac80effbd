// Game records in the page (docs/RECORDS.md): the replay viewer downloads the record of
// the code it shows (the engine picks the format: PBN for Whist, text for the others),
// and a pasted, chosen or dropped record opens in the replay viewer. The engine writes
// and reads them (Engine.record / readRecord); a bad one's notice says where.
import { errorFields } from './errors.js';

/** createRecords({store, engine, openCode, closeList}) -> {save(code), open(text), listen(doc)}. */
export function createRecords({ store, engine, openCode, closeList }) {
  function notice(e) {
    store.update((s) => {
      s.notice = {
        kind: 'error',
        key: e && e.line ? 'record.badAt' : 'record.bad', // 'record.badAt': "… at line 3, column 7"
        params: { line: e && e.line, column: e && e.column },
        ...errorFields(e),
        actions: ['dismiss'],
      };
    });
  }

  /** save('AQEB…'): downloads baza-whist.pbn (or baza-guinote.txt). */
  async function save(code) {
    try {
      const date = new Date().toISOString().slice(0, 10).replace(/-/g, '.'); // PBN's 2026.11.26
      const r = await engine.record('', code, date);
      const url = URL.createObjectURL(new Blob([r.record], { type: 'text/plain' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `baza-${r.game}.${r.format === 'pbn' ? 'pbn' : 'txt'}` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 5000);
    } catch (e) {
      notice(e);
    }
  }

  /** open('[Deal "N:…"]'): the record's replay code in the viewer, or a notice that says where. */
  async function open(text) {
    closeList();
    try {
      openCode((await engine.readRecord(String(text))).code);
    } catch (e) {
      notice(e);
    }
  }

  /** listen(document): a chosen file (the box's input) or one dropped anywhere on the page opens. */
  function listen(doc) {
    const openFile = (file) => { if (file) file.text().then(open); };
    doc.addEventListener('change', (ev) => { if (ev.target.matches('[data-testid="record-file"]')) openFile(ev.target.files[0]); });
    doc.addEventListener('dragover', (ev) => { if (ev.dataTransfer.types.includes('Files')) ev.preventDefault(); });
    doc.addEventListener('drop', (ev) => {
      if (!ev.dataTransfer.files.length) return;
      ev.preventDefault();
      openFile(ev.dataTransfer.files[0]);
    });
  }

  return { save, open, listen };
}
