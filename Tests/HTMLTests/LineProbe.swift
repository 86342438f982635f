/// The script the agreement test adds to a page before Chromium loads it: once the fonts are
/// in, it reads, for every block of text (headings, paragraphs, code, table cells, captions),
/// each word's boxes with `Range.getClientRects()`, groups the words into lines, and writes
/// the result as JSON into a `<script type="application/json" id="galley-probe">` that
/// `--dump-dom` prints.
enum LineProbe {
    static let script = #"""
    <script>
    (async () => {
      await document.fonts.ready;
      const boxes = [];
      for (const element of document.querySelectorAll('h1,h2,h3,h4,h5,h6,p,pre,th,td,figcaption')) {
        const units = [];
        const walk = (node) => {
          for (const child of node.childNodes) {
            if (child.nodeType === Node.TEXT_NODE) {
              let offset = 0;
              for (const ch of child.data) { units.push({node: child, offset, length: ch.length, ch}); offset += ch.length; }
            } else if (child.nodeName === 'BR') {
              units.push({ch: '\n'});
            } else {
              walk(child);
            }
          }
        };
        walk(element);
        const words = [];
        let word = null;
        for (const unit of units) {
          if (/\s/.test(unit.ch)) { word = null; continue; }
          if (!word) { word = {text: '', first: unit, last: unit}; words.push(word); }
          if (!/\p{Cf}/u.test(unit.ch)) word.text += unit.ch;
          word.last = unit;
        }
        const lines = [];
        let band = null;
        for (const w of words) {
          const range = document.createRange();
          range.setStart(w.first.node, w.first.offset);
          range.setEnd(w.first.node, w.first.offset + w.first.length);
          const first = range.getBoundingClientRect();
          const middle = (first.top + first.bottom) / 2;
          if (!band || middle > band.bottom) { band = {top: first.top, bottom: first.bottom, words: []}; lines.push(band); }
          range.setEnd(w.last.node, w.last.offset + w.last.length);
          const rects = [...range.getClientRects()].filter(r => r.width > 0 && (r.top + r.bottom) / 2 >= band.top && (r.top + r.bottom) / 2 <= band.bottom);
          const left = Math.min(...rects.map(r => r.left), first.left), right = Math.max(...rects.map(r => r.right), first.right);
          band.words.push({text: w.text, index: words.indexOf(w), left, right});
        }
        const style = getComputedStyle(element);
        const width = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        boxes.push({tag: element.nodeName.toLowerCase(), width, lines: lines.map(l => l.words)});
      }
      const probe = document.createElement('script');
      probe.type = 'application/json';
      probe.id = 'galley-probe';
      probe.textContent = JSON.stringify({viewport: document.documentElement.clientWidth, boxes}).replace(/</g, '\\u003c');
      document.body.append(probe);
    })();
    </script>
    """#
}
