/// The inline stylesheet and script of `report.html` (no network, no external files).
enum ReportPageAssets {
    static let css = #"""
        :root { --pass: #1e7b34; --pass-bg: #e3f4e7; --warn: #a35f00; --warn-bg: #fff1d6; --fail: #c62828; --fail-bg: #fde7e7; --line: #d9dde6; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; background: #f7f8fb; }
        header, section { padding: 12px 24px; }
        header { background: #fff; border-bottom: 1px solid var(--line); }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 8px 0; }
        .meta { color: #555; margin: 0; }
        .filters { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 24px; background: #fff; border-bottom: 1px solid var(--line); }
        .filters label { display: inline-flex; gap: 4px; align-items: center; }
        .filters input[type=search] { min-width: 220px; padding: 3px 6px; }
        .grid { border-collapse: collapse; background: #fff; }
        .grid th, .grid td { border: 1px solid var(--line); padding: 3px 6px; text-align: center; font-variant-numeric: tabular-nums; }
        .grid th.style { text-align: left; white-space: nowrap; }
        .cell { cursor: pointer; min-width: 44px; }
        .cell:hover, .cell:focus { outline: 2px solid #3467d6; outline-offset: -2px; }
        .pass { background: var(--pass-bg); color: var(--pass); }
        .warn { background: var(--warn-bg); color: var(--warn); }
        .fail { background: var(--fail-bg); color: var(--fail); }
        .cell.empty { background: #fff; color: #aaa; cursor: default; }
        .badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px; font-weight: 600; }
        details.style { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin: 10px 0; }
        details.style > summary { padding: 8px 12px; cursor: pointer; font-weight: 600; }
        details.style > summary .spec { font-weight: 400; color: #555; }
        .plots { display: flex; flex-wrap: wrap; gap: 16px; padding: 4px 12px; }
        .plot .axis { font-size: 10px; fill: #555; }
        .strips { padding: 0 12px 12px; }
        .strip { display: flex; gap: 12px; border-top: 1px solid var(--line); padding: 8px 0; }
        .strip.target { background: #eef3ff; }
        .strip-head { flex: 0 0 92px; font-size: 12px; color: #555; font-variant-numeric: tabular-nums; }
        .strip-head b { display: block; font-size: 14px; color: #1d1d1f; }
        .figs { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        figure svg.label { display: block; background: #fff; }
        .web-label { margin-top: 4px; }
        .web-text { background: #fff; outline: 1px dashed #9db4f0; color: #1d1d1f; }
        .web-note { display: block; font-size: 11px; color: #777; }
        .web-label.unloaded .web-note { color: #b00020; }
        figcaption { font-size: 12px; color: #444; max-width: 420px; }
        .st { font-weight: 700; text-transform: uppercase; font-size: 11px; padding: 0 4px; border-radius: 3px; }
        .hidden { display: none !important; }
        table.results { border-collapse: collapse; width: 100%; background: #fff; }
        table.results th, table.results td { border-bottom: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: top; }
        table.results td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        table.results td.key .src { font-size: 0.8em; color: #666; }
        .pager { display: flex; gap: 8px; align-items: center; padding: 8px 0; }
        .note { color: #555; font-size: 13px; }
        .chip { background: #eef3ff; border: 1px solid #9db4f0; border-radius: 10px; padding: 1px 8px; margin-left: 8px; }
        code { font-size: 12px; }
        h3 { font-size: 14px; margin: 14px 0 6px; }
        h3 .spec { font-weight: 400; color: #555; }
        .swatch { display: inline-block; padding: 0 6px; border: 1px solid var(--line); border-radius: 3px; font-weight: 600; }
        """#

    static let script = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("report-data").textContent);
          var STATUS = ["pass", "warn", "fail"];
          var PAGE = 100;
          var state = { status: { pass: true, warn: true, fail: true }, locale: "", style: "", q: "", cell: null, page: 0 };
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          function matchesFilters(status, locale, r) {
            if (!state.status[status]) { return false; }
            if (state.locale !== "" && locale !== state.locale) { return false; }
            if (state.style !== "" && r !== Number(state.style)) { return false; }
            return true;
          }
          function matchesQuery(text) { return state.q === "" || text.toLowerCase().indexOf(state.q) >= 0; }
          function rowMatches(row) {
            if (!matchesFilters(STATUS[row[9]], row[3], row[0])) { return false; }
            if (state.cell && (row[0] !== state.cell[0] || row[1] !== state.cell[1])) { return false; }
            return matchesQuery(row[2] + "\u0001" + row[4] + "\u0001" + row[11]);
          }
          function renderGrid() {
            all("tr.grid-row").forEach(function (tr) {
              tr.classList.toggle("hidden", state.style !== "" && tr.dataset.r !== state.style);
            });
            if (!data.complete) { return; }
            var counts = {};
            data.rows.forEach(function (row) {
              if (!matchesFilters(STATUS[row[9]], row[3], row[0]) || !matchesQuery(row[2] + "\u0001" + row[4] + "\u0001" + row[11])) { return; }
              var key = row[0] + ":" + row[1];
              var c = counts[key] || (counts[key] = [0, 0, 0]);
              c[row[9]] += 1;
            });
            all("td.cell").forEach(function (td) {
              var c = counts[td.dataset.r + ":" + td.dataset.c];
              td.classList.remove("pass", "warn", "fail", "empty");
              if (!c) { td.classList.add("empty"); td.textContent = "·"; return; }
              td.classList.add(c[2] ? "fail" : c[1] ? "warn" : "pass");
              td.textContent = c[2] ? c[2] + "✗" + (c[1] ? " " + c[1] + "!" : "") : c[1] ? c[1] + "!" : "✓";
              td.title = c[0] + " pass, " + c[1] + " warn, " + c[2] + " fail";
            });
          }
          function renderFigures() {
            all("figure.fig").forEach(function (fig) {
              var ok = matchesFilters(fig.dataset.status, fig.dataset.locale, Number(fig.dataset.r)) && matchesQuery(fig.dataset.q);
              fig.classList.toggle("hidden", !ok);
            });
            all("details.style").forEach(function (d) {
              d.classList.toggle("hidden", state.style !== "" && d.dataset.r !== state.style);
            });
          }
          function cellText(tr, text, cls) {
            var td = document.createElement("td");
            td.textContent = text;
            if (cls) { td.className = cls; }
            tr.appendChild(td);
            return td;
          }
          // String Catalog keys are often whole sentences: shortened in the middle, whole in the tooltip.
          function keyCell(tr, key, source) {
            var td = cellText(tr, key.length > 48 ? key.slice(0, 30) + "…" + key.slice(-17) : key, "key");
            td.title = source ? key + "\n" + source : key;
            if (source) {
              var where = document.createElement("div");
              where.className = "src";
              where.textContent = source.length > 48 ? "…" + source.slice(-47) : source;
              td.appendChild(where);
            }
          }
          function renderTable() {
            var rows = data.rows.filter(rowMatches);
            var pages = Math.max(1, Math.ceil(rows.length / PAGE));
            state.page = Math.min(state.page, pages - 1);
            var body = document.getElementById("results-body");
            body.textContent = "";
            rows.slice(state.page * PAGE, (state.page + 1) * PAGE).forEach(function (row) {
              var tr = document.createElement("tr");
              cellText(tr, data.styles[row[0]]);
              cellText(tr, data.columns[row[1]]);
              cellText(tr, row[3]);
              keyCell(tr, row[2], row[11]);
              cellText(tr, row[4]);
              cellText(tr, row[5].toFixed(2), "num");
              cellText(tr, row[7].toFixed(2), "num");
              cellText(tr, String(row[8]), "num");
              cellText(tr, STATUS[row[9]], "st " + STATUS[row[9]]);
              cellText(tr, row[10]);
              body.appendChild(tr);
            });
            var first = rows.length ? state.page * PAGE + 1 : 0;
            document.getElementById("page-info").textContent =
              "rows " + first + "–" + Math.min(rows.length, (state.page + 1) * PAGE) + " of " + rows.length;
            document.getElementById("prev").disabled = state.page === 0;
            document.getElementById("next").disabled = state.page >= pages - 1;
            var chip = document.getElementById("cell-chip");
            chip.classList.toggle("hidden", !state.cell);
            if (state.cell) {
              document.getElementById("cell-name").textContent = data.styles[state.cell[0]] + " at " + data.columns[state.cell[1]];
            }
          }
          // The filters as a link: report.html#filter?status=fail,warn&locale=de&style=Body&q=save.
          function filterHash() {
            var params = new URLSearchParams();
            var statuses = STATUS.filter(function (s) { return state.status[s]; });
            if (statuses.length !== STATUS.length) { params.set("status", statuses.join(",")); }
            if (state.locale !== "") { params.set("locale", state.locale); }
            if (state.style !== "") { params.set("style", data.styles[Number(state.style)]); }
            if (state.q !== "") { params.set("q", state.q); }
            var text = params.toString();
            return text === "" ? "" : "#filter?" + text;
          }
          function update() {
            state.page = 0;
            renderGrid();
            renderFigures();
            renderTable();
            var hash = filterHash();
            if (hash !== "" && location.hash !== hash) {
              history.replaceState(null, "", hash);
            } else if (hash === "" && location.hash.indexOf("#filter?") === 0) {
              history.replaceState(null, "", location.pathname);
            }
          }
          function applyFilterLink(text) {
            var params = new URLSearchParams(text);
            if (params.has("status")) {
              var wanted = params.get("status").split(",");
              STATUS.forEach(function (s) { state.status[s] = wanted.indexOf(s) >= 0; });
              all("input.status-filter").forEach(function (box) { box.checked = state.status[box.value]; });
            }
            if (params.has("locale")) {
              var locales = document.getElementById("locale-filter");
              locales.value = params.get("locale");
              state.locale = locales.value;
            }
            if (params.has("style")) {
              // A style by its name (any case), or by its place in the list as older links have it.
              var wanted = params.get("style"), index = data.styles.indexOf(wanted);
              if (index < 0) {
                index = data.styles.map(function (s) { return s.toLowerCase(); }).indexOf(wanted.toLowerCase());
              }
              if (index < 0 && /^[0-9]+$/.test(wanted) && Number(wanted) < data.styles.length) { index = Number(wanted); }
              var styles = document.getElementById("style-filter");
              styles.value = index < 0 ? "" : String(index);
              state.style = styles.value;
            }
            if (params.has("q")) {
              document.getElementById("search").value = params.get("q");
              state.q = params.get("q").trim().toLowerCase();
            }
          }
          all("input.status-filter").forEach(function (box) {
            box.addEventListener("change", function () { state.status[box.value] = box.checked; update(); });
          });
          document.getElementById("locale-filter").addEventListener("change", function (e) { state.locale = e.target.value; update(); });
          document.getElementById("style-filter").addEventListener("change", function (e) { state.style = e.target.value; update(); });
          document.getElementById("search").addEventListener("input", function (e) { state.q = e.target.value.trim().toLowerCase(); update(); });
          document.getElementById("zoom").addEventListener("change", function (e) {
            document.getElementById("styles").style.zoom = e.target.value;
          });
          document.getElementById("prev").addEventListener("click", function () { state.page -= 1; renderTable(); });
          document.getElementById("next").addEventListener("click", function () { state.page += 1; renderTable(); });
          document.getElementById("clear-cell").addEventListener("click", function () { state.cell = null; renderTable(); });
          function openCell(td) {
            var r = Number(td.dataset.r), c = Number(td.dataset.c);
            if (location.hash !== "#cell-" + r + "-" + c) { history.replaceState(null, "", "#cell-" + r + "-" + c); }
            state.cell = [r, c];
            state.page = 0;
            renderTable();
            var details = document.getElementById("row-" + r);
            if (details) { details.open = true; }
            all(".strip.target").forEach(function (s) { s.classList.remove("target"); });
            var strip = document.getElementById("strip-" + r + "-" + c);
            if (strip) { strip.classList.add("target"); strip.scrollIntoView({ block: "center" }); }
          }
          all("td.cell").forEach(function (td) {
            td.addEventListener("click", function () { openCell(td); });
            td.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); openCell(td); } });
          });
          // A web label whose font files did not load (the page moved without them) says so.
          if (document.fonts) {
            document.fonts.ready.then(function () {
              all(".web-label").forEach(function (label) {
                var missing = label.dataset.families.split(" ").filter(function (f) { return !document.fonts.check("12px '" + f + "'"); });
                if (missing.length) {
                  label.classList.add("unloaded");
                  label.querySelector(".web-note").textContent = "font files not found next to this page: set in a fallback font";
                }
              });
            });
          }
          var filterLink = /^#filter\?(.*)$/.exec(location.hash);
          if (filterLink) { applyFilterLink(filterLink[1]); }
          update();
          // A link to a cell (report.html#cell-R-C, what a click puts in the address bar) opens it.
          var linked = /^#cell-(\d+)-(\d+)$/.exec(location.hash);
          if (linked) {
            var target = document.querySelector('td.cell[data-r="' + linked[1] + '"][data-c="' + linked[2] + '"]');
            if (target) { openCell(target); }
          }
        })();
        """#
}
