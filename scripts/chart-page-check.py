#!/usr/bin/env python3
"""Opens chartnarrate HTML pages in real Chromium (Playwright driving Debian's chromium) and reports, per page, what a
browser sees: each chart SVG's accessible name and role from Chromium's accessibility tree, what is drawn per series,
the markers and dashes as computed, the tab stops, the live region and the Web Audio oscillators after key presses,
every request that left file://, axe-core's serious and critical violations, and a screen reader's walk through the
accessibility tree (each item said, in order). Prints one JSON object; the Swift
test (ChartPageBrowserTests) decides what is right.


Usage: chart-page-check.py DIRECTORY PAGE... [--shots DIR]"""
import json, shutil, sys, pathlib
from playwright.sync_api import sync_playwright
from axe_playwright_python.sync_playwright import Axe

# Counts oscillators and the frequencies set on them, wrapping the real Web Audio API (the nodes are still made).
AUDIO_PROBE = """
window.__tones = [];
(function () {
  var A = window.AudioContext || window.webkitAudioContext; if (!A) return;
  var make = A.prototype.createOscillator;
  A.prototype.createOscillator = function () {
    var node = make.call(this), set = node.frequency.setValueAtTime.bind(node.frequency);
    node.frequency.setValueAtTime = function (v, t) { window.__tones.push(v); return set(v, t); };
    return node;
  };
})();
"""

DRAWN = """svg => [...svg.querySelectorAll("g.cn-series")].map(g => {
  const line = g.querySelector("path.cn-line"), ref = g.querySelector("path.cn-refline");
  const d = line ? line.getAttribute("d") : "";
  const styleOf = el => el ? getComputedStyle(el) : null;
  const bar = g.querySelector("rect.cn-bar");
  return {series: +g.dataset.series, reference: g.classList.contains("cn-ref"),
    marks: g.querySelectorAll("[data-point]").length,
    vertices: (d.match(/[ML]/g) || []).length,
    reflineLength: ref ? ref.getTotalLength() : 0,
    lineLength: line ? line.getTotalLength() : 0,
    marker: g.dataset.marker,
    markerPath: (g.querySelector("path.cn-marker") || {getAttribute: () => null}).getAttribute("d"),
    dash: line ? styleOf(line).strokeDasharray : null,
    barFill: bar ? styleOf(bar).fill : null,
    visibleMarks: [...g.querySelectorAll("[data-point]")].filter(e => { const b = e.getBBox(); return b.width > 0 && b.height > 0; }).length};
})"""


def ax_name(cdp, selector_index):
    doc = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})
    found = cdp.send("DOM.querySelectorAll", {"nodeId": doc["root"]["nodeId"], "selector": "svg[data-chartnarrate]"})
    ids = found["nodeIds"]
    if selector_index >= len(ids):
        return None, None
    tree = cdp.send("Accessibility.getPartialAXTree", {"nodeId": ids[selector_index], "fetchRelatives": False})
    node = tree["nodes"][0]
    return node.get("name", {}).get("value"), node.get("role", {}).get("value")


# Roles a screen reader says as one item, name and all, without reading into them (an image's children are
# presentational; a heading, button or link is said by its name).
ATOMIC = {"image", "heading", "button", "link", "DisclosureTriangle", "table", "checkbox", "slider", "combobox"}
# Containers a screen reader names on entering, then reads into.
NAMED_CONTAINERS = {"figure", "group", "navigation", "dialog", "article"}


def reading_walk(cdp):
    """What a screen reader's walk through the page says, in order: each atomic item by role and name, each named
    container as it is entered, every other text once. Landmark regions are left out: their name is their heading's."""
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    by_id = {n["nodeId"]: n for n in nodes}
    said = []

    def visit(n):
        role = n.get("role", {}).get("value")
        name = n.get("name", {}).get("value", "") or ""
        if not n.get("ignored"):
            if role in ATOMIC:
                said.append({"role": role, "name": name})
                return
            if role == "StaticText":
                if name.strip():
                    said.append({"role": role, "name": name})
                return
            if role in NAMED_CONTAINERS and name.strip():
                said.append({"role": role, "name": name})
        for c in n.get("childIds", []):
            if c in by_id:
                visit(by_id[c])

    visit(nodes[0])
    return said


def check(page, url, shots, name):
    outside = []
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith("file://") else None)
    page.goto(url)
    page.wait_for_load_state("load")
    r = {"charts": []}
    cdp = page.context.new_cdp_session(page)
    cdp.send("Accessibility.enable")
    r["walk"] = reading_walk(cdp)
    svgs = page.query_selector_all("svg[data-chartnarrate]")
    for i, svg in enumerate(svgs):
        accessible, role = ax_name(cdp, i)
        r["charts"].append({"kind": svg.get_attribute("data-chartnarrate"), "name": accessible, "role": role,
                            "drawn": svg.evaluate(DRAWN)})
        if shots:
            svg.screenshot(path=str(pathlib.Path(shots) / f"{name}-{i}.png"))
    # Tab stops: the charts each once, in the order of the page.
    stops = []
    for _ in range(2 + 3 * len(svgs)):
        page.keyboard.press("Tab")
        tag = page.evaluate("""(() => { const e = document.activeElement; if (!e || e === document.body) return "";
          if (!e.dataset.stop) e.dataset.stop = String(window.__stops = (window.__stops || 0) + 1);
          return e.tagName.toLowerCase() + "#" + (e.id || "") + "#" + e.dataset.stop; })()""")
        if tag in stops or tag == "":
            break
        stops.append(tag)
    r["tabStops"] = stops
    # The first chart from the keyboard: → says the first point and sounds it; ] says the first finding; the
    # toggle silences the next step.
    if svgs:
        svgs[0].focus()
        live = page.query_selector(".chartnarrate-live")
        r["liveAttributes"] = {"aria-live": live.get_attribute("aria-live")} if live else None
        r["liveBefore"] = live.inner_text() if live else None
        page.keyboard.press("ArrowRight" if page.evaluate("document.dir") != "rtl" else "ArrowLeft")
        r["liveAfterNext"] = live.inner_text() if live else None
        r["tonesAfterNext"] = page.evaluate("window.__tones.slice()")
        r["cursorShown"] = page.evaluate("document.querySelector('svg[data-chartnarrate]').classList.contains('cn-exploring')")
        page.keyboard.press("]")
        r["liveAfterFinding"] = live.inner_text() if live else None
        page.keyboard.press("Home")
        r["liveAfterHome"] = live.inner_text() if live else None
        toggle = page.query_selector(".chartnarrate-tones")
        r["toggleVisible"] = bool(toggle and toggle.is_visible())
        before = len(page.evaluate("window.__tones"))
        if toggle:
            toggle.click()
            svgs[0].focus()
            page.keyboard.press("ArrowRight" if page.evaluate("document.dir") != "rtl" else "ArrowLeft")
            r["togglePressed"] = toggle.get_attribute("aria-pressed")
        r["tonesAfterToggle"] = len(page.evaluate("window.__tones")) - before
        if shots:
            page.keyboard.press("ArrowRight" if page.evaluate("document.dir") != "rtl" else "ArrowLeft")
            svgs[0].screenshot(path=str(pathlib.Path(shots) / f"{name}-cursor.png"))
    results = Axe().run(page)
    r["axe"] = [{"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
                for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    r["outside"] = outside
    return r


def main():
    args = sys.argv[1:]
    shots = None
    if "--shots" in args:
        k = args.index("--shots")
        shots = args[k + 1]
        del args[k:k + 2]
        pathlib.Path(shots).mkdir(parents=True, exist_ok=True)
    directory, pages = pathlib.Path(args[0]), args[1:]
    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"),
                                    args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required", "--mute-audio"])
        for name in pages:
            context = browser.new_context(viewport={"width": 1000, "height": 800})
            context.add_init_script(AUDIO_PROBE)
            page = context.new_page()
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            try:
                out[name] = check(page, (directory / name).resolve().as_uri(), shots, pathlib.Path(name).stem)
            except Exception as e:  # reported, so the test names the page
                out[name] = {"error": repr(e)}
            out[name]["scriptErrors"] = errors
            context.close()
        browser.close()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
