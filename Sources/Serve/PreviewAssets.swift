/// The preview's own stylesheet and script, served as `/preview.css` and `/preview.js` (the
/// only script the server sends: its pages allow no inline script, and Galley's outputs none).
enum PreviewAssets {
    static let stylesheet = #"""
        :root { color-scheme: light; font: 14px/1.4 system-ui, sans-serif; }
        body { margin: 0; background: #eceff1; color: #1c1f22; }
        .bar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center;
               padding: 8px 16px; background: #263238; color: #fff; }
        .bar a { color: #b3e5fc; }
        .bar h1 { margin: 0; font-size: 18px; }
        .bar p { margin: 0; }
        #controls { display: flex; flex-wrap: wrap; gap: 8px; }
        fieldset { border: 1px solid #546e7a; border-radius: 4px; padding: 2px 8px; }
        legend { font-size: 11px; color: #b0bec5; }
        label { white-space: nowrap; margin-inline-end: 6px; }
        .bar label[class^="kind-"] { color: #1c1f22; padding: 1px 6px 1px 2px; border-radius: 8px; }
        #status { font-size: 12px; color: #ffcc80; }
        #columns { display: flex; gap: 12px; padding: 12px; align-items: flex-start; overflow-x: auto; }
        .column { flex: 1 1 0; min-width: 280px; background: #fff; border-radius: 6px; box-shadow: 0 1px 3px #0003; overflow: hidden; }
        .column h2 { margin: 0; padding: 6px 10px; font-size: 13px; font-weight: normal; background: #f5f7f8;
                     border-bottom: 1px solid #dde3e6; display: flex; gap: 8px; align-items: baseline; }
        .tag { font-weight: bold; font-size: 15px; }
        .kind { font-size: 11px; padding: 0 6px; border-radius: 8px; }
        .kind-source { background: #e3f2fd; } .kind-translated { background: #e8f5e9; }
        .kind-fallback { background: #fff3e0; } .kind-pseudo { background: #f3e5f5; }
        .file { margin-inline-start: auto; font-family: ui-monospace, monospace; font-size: 12px; color: #455a64; }
        .render { display: block; max-width: 100%; height: auto; }
        iframe.render { width: 100%; height: 80vh; border: 0; }
        .render.stale { opacity: 0.35; filter: grayscale(1); }
        .stale-note, .pending { margin: 8px 10px; color: #78909c; font-style: italic; }
        .problems { margin: 0; padding: 6px 10px 6px 28px; font-size: 13px; }
        .problems li { margin: 2px 0; }
        li.error { color: #b71c1c; } li.warning { color: #8d5a00; }
        .where { font-family: ui-monospace, monospace; font-weight: bold; }
        #aids { margin: 12px 12px 0; padding: 6px 12px; background: #fff; border-radius: 6px; }
        #aids summary { font-weight: bold; cursor: pointer; }
        #aids table { margin: 6px 0 4px; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #dde3e6; padding: 4px 8px; text-align: start; vertical-align: top; }
        .missing { color: #b71c1c; font-style: italic; }
        span.error { color: #b71c1c; }
        main > table.pages { margin: 16px; background: #fff; }
        ul.languages { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
        ul.languages li { padding: 0 6px; border-radius: 8px; }
        .legend { margin: 0 16px; } .legend span { padding: 0 6px; border-radius: 8px; }
        """#

    static let script = #"""
        "use strict";
        (() => {
          const body = document.body;
          const state = window.galleyPreview = { loaded: {}, refreshes: 0, events: 0 };
          const events = new EventSource("/events");
          if (body.dataset.index !== undefined) {
            events.addEventListener("change", () => {
              fetch(location.href, { cache: "no-store" }).then(r => r.text()).then(text => {
                const fresh = new DOMParser().parseFromString(text, "text/html");
                document.querySelector("main").replaceWith(fresh.querySelector("main"));
              });
            });
            return;
          }
          const page = body.dataset.page;
          const form = document.getElementById("controls");
          const status = document.getElementById("status");
          const scale = Math.min(4, Math.max(1, Math.round((window.devicePixelRatio || 1) * 2) / 2));
          const choice = () => ({
            langs: [...form.querySelectorAll("input[name=lang]:checked")].map(input => input.value),
            mode: form.querySelector("input[name=mode]:checked").value,
          });
          const element = (html, tag, attributes) => {
            const node = document.createElement(tag);
            for (const [name, value] of Object.entries(attributes)) node.dataset[name] = value;
            node.innerHTML = html;
            return node;
          };
          // Waits until the column's image is decoded, so that it replaces the old one without a blank.
          const ready = node => Promise.all([...node.querySelectorAll("img")].map(img => img.decode().catch(() => {})));
          let running = null, again = false;
          async function refresh() {
            if (running) { again = true; return running; }
            running = (async () => {
              do {
                again = false;
                const { langs, mode } = choice();
                const query = new URLSearchParams({ langs: langs.join(","), mode, scale: String(scale) });
                let data;
                try {
                  const response = await fetch(body.dataset.fragments + "?" + query, { cache: "no-store" });
                  if (!response.ok) { status.textContent = response.status === 404 ? "This page is gone." : "The preview server answered " + response.status; continue; }
                  data = await response.json();
                } catch (error) {
                  status.textContent = "The preview server does not answer.";
                  continue;
                }
                status.textContent = "";
                const container = document.getElementById("columns");
                const old = new Map([...container.children].map(node => [node.dataset.lang, node]));
                const fresh = [];
                await Promise.all(data.columns.map(async (column, index) => {
                  const existing = old.get(column.lang);
                  if (existing && existing.dataset.version === column.version) { fresh[index] = existing; return; }
                  const node = element(column.html, "section", { lang: column.lang, version: column.version });
                  node.className = "column";
                  await ready(node);
                  fresh[index] = node;
                  state.loaded[column.lang] = { version: column.version, at: Date.now(), src: node.querySelector(".render")?.getAttribute("src") };
                }));
                container.replaceChildren(...fresh);
                for (const part of ["aids", "problems"]) {
                  const node = document.getElementById(part);
                  if (node.dataset.version !== data[part].version) { node.innerHTML = data[part].html; node.dataset.version = data[part].version; }
                }
                state.refreshes += 1;
              } while (again);
              running = null;
            })();
            return running;
          }
          events.addEventListener("change", event => {
            state.events += 1;
            if (JSON.parse(event.data).includes(page)) refresh();
          });
          events.addEventListener("error", () => { status.textContent = "Reconnecting to the preview server…"; });
          events.addEventListener("open", () => { status.textContent = ""; refresh(); });
          form.addEventListener("change", () => {
            const { langs, mode } = choice();
            const url = new URL(location.href);
            url.searchParams.set("langs", langs.join(","));
            url.searchParams.set("mode", mode);
            history.replaceState(null, "", url);
            refresh();
          });
          if (scale !== 1) refresh();
        })();
        """#
}
