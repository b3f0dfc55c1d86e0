#!/usr/bin/env python3
"""Prints the Markdown table of catalog keys for docs/translating.md, generated from Locales/en.json:
every key, what it is for, the arguments its English message uses, and which of them are plural.
Usage: python3 scripts/catalog-keys.py > /tmp/keys.md, then paste between the markers in the guide."""
import json, os, re, sys

PURPOSE = {
    "chart.type": "the chart type as a noun phrase inside a sentence (select on `chartType`)",
    "chart.fallbackTitle": "title of a chart that has none (“Chart 2”)",
    "text.sentenceSeparator": "what joins the sentences of a paragraph (a space; empty in Chinese)",
    "item.at": "a position with its preposition (“on Mar 5”, “in March”, “for North”); used inside other messages as `minWhen`, `maxWhen`, `at`",
    "item.valueAt": "“value at position” for outliers and peaks",
    "item.range": "a range of two positions (“Q1 to Q3”); spans that are not dates",
    "item.crossing": "one crossing of two series (“A moves above B around Mar 5”)",
    "item.marker": "a marker word in the walkthrough: highest, lowest, outlier",
    "short.opening": "first sentence of the short description (alt text): type, title, span or category count",
    "short.finding.correlation": "second sentence for scatter plots: the correlation",
    "short.finding.series": "second sentence for several series: highest and lowest on average",
    "short.finding.category": "second sentence for category axes: highest and lowest category",
    "short.finding.trend": "second sentence for a rising or falling series (names the series when there are several)",
    "short.finding.level": "second sentence otherwise: steady level or range (names the series when there are several)",
    "long.construction.chart": "long description, construction: type, title, number of series and points",
    "long.construction.xAxis": "the x axis: title and span, categories, or range",
    "long.construction.yAxis": "the y axis: title and range",
    "long.construction.seriesNames": "the names of the series",
    "long.construction.missing": "how many values a series is missing",
    "long.stats.extremes": "minimum and maximum with where they happen",
    "long.stats.constant": "a series that never changes",
    "long.stats.average": "mean and median",
    "long.stats.total": "sum (bar and column charts)",
    "long.stats.change": "change from the first to the last point, with percentage when meaningful",
    "long.perceptual.trend": "trend direction and strength (R²)",
    "long.perceptual.rise": "the largest rise between consecutive points",
    "long.perceptual.drop": "the largest drop between consecutive points",
    "long.perceptual.outliers": "outliers (up to five listed)",
    "long.perceptual.peaks": "notable peaks",
    "long.perceptual.correlation": "correlation in a scatter plot (Pearson r, Spearman ρ)",
    "long.compare.means": "which series is highest and lowest on average",
    "long.compare.crossings": "up to five crossings of the series, listed",
    "long.compare.manyCrossings": "more than five crossings: only how many",
    "long.compare.categoryTotal": "the category with the largest total across series",
    "long.summary": "the author’s summary, when the descriptor has it in this language",
    "walkthrough.series": "walkthrough heading of a series",
    "walkthrough.intervalsInstead": "a long series is walked through by intervals",
    "walkthrough.point": "one point: position, value, label, change from the previous point, markers",
    "walkthrough.missing": "a point without a value",
    "digest.interval": "one interval digest: label, length, missing values, range and mean, what stands out",
    "digest.noValues": "an interval without values",
    "caption.audioGraph": "caption shown over a sonified series in WebVTT captions",
    "briefing.listen": "spoken before the audio graphs",
    "briefing.seriesCue": "spoken before each series is played",
    "briefing.introChapter": "chapter title of the introduction",
    "briefing.outroChapter": "chapter title of the closing",
    "heading.short": "section heading: short description",
    "heading.generatedShort": "section heading: generated description (beside an author’s summary)",
    "heading.authorSummary": "section heading: the author’s description",
    "heading.long": "section heading: long description",
    "heading.walkthrough": "section heading: walkthrough",
    "heading.digest": "section heading: interval digests",
    "html.dataTable": "HTML output: caption of a chart's data table",
    "html.intervalTable": "HTML output: caption of a dense series' table of digest intervals",
    "html.allRows": "HTML output: summary of the collapsed full data table of a dense chart",
    "html.column": "HTML output: column headers of the interval table and the label column (select on `column`)",
    "html.xColumn": "HTML output: header of the x column when the x axis has no title (select on `xKind`)",
    "html.count": "HTML output: the number of values of an interval, with its missing ones",
    "html.missing": "HTML output: a table cell whose value is missing",
    "html.audio": "HTML output: heading of the audio player",
    "html.chapters": "HTML output: label of the list of chapter links",
    "html.audioDownload": "HTML output: link shown where the browser cannot play the audio",
    "html.braille": "HTML output: caption of the braille sparklines",
    "braille.caption": "braille output: caption of a series' sparkline, with the y range it spans",
    "explore.opening": "explorer: after the chart's construction sentence, which chart of how many (`severalCharts` yes/no) and how to get help",
    "explore.series": "explorer: the series moved to and its place among the chart's series",
    "explore.interval": "explorer: the interval moved to (PageUp/PageDown), before its digest",
    "explore.finding": "explorer: the finding moved to (`[`/`]`), its place in the chart's ranking",
    "explore.landmark": "explorer: a marker naming why a point matters (select on `role`: turning point, record, overtake, …), listed after `item.marker`'s words",
    "explore.edge": "explorer: a move ran into the first or last point, interval or finding (select on `edge`)",
    "explore.only": "explorer: a move has nothing to go to: one series, one chart, no intervals, no findings (select on `what`)",
    "explore.playing": "explorer: the audio graph starts playing from the current point (`x`)",
    "explore.stopped": "explorer: Esc stopped the sound",
    "explore.soundOff": "explorer: Space was pressed but sound is off",
    "explore.noDevice": "explorer: sound or speech was asked for but there is no audio device",
    "explore.unknownKey": "explorer: a key that does nothing (`key` as typed)",
    "explore.seriesDetail": "explorer chart details (`d`): one series' counts and range",
    "explore.help": "explorer key help (`?`), one line per group of keys (select on `topic`); translate the key names as keyboards of the language label them",
    "speech.percent": "how a percentage is spoken when numbers are spelled out (`number` is already words)",
    "speech.time": "how a time of day is spoken when numbers are spelled out (`hour`, `minute` are words; `hasMinutes` yes/no)",
}

def arguments(pattern):
    """Argument names in order of first use, with plural ones marked #: a small recursive reading of
    ICU MessageFormat (arguments, and the sub-messages of plural and select)."""
    names, plural = [], set()

    def message(i, nested):
        while i < len(pattern):
            c = pattern[i]
            if c == "{":
                i = argument(i + 1)
            elif c == "}" and nested:
                return i + 1
            else:
                i += 1
        return i

    def argument(i):
        j = i
        while pattern[j] not in ",}":
            j += 1
        name = pattern[i:j].strip()
        if name not in names:
            names.append(name)
        if pattern[j] == "}":
            return j + 1
        k = j + 1
        while pattern[k] not in ",}":
            k += 1
        kind = pattern[j + 1:k].strip()
        if kind == "plural":
            plural.add(name)
        if pattern[k] == "}":
            return k + 1
        i = k + 1
        if kind not in ("plural", "select", "selectordinal"):
            return pattern.index("}", i) + 1
        while True:  # selector {sub-message} pairs up to the closing brace
            while pattern[i].isspace():
                i += 1
            if pattern[i] == "}":
                return i + 1
            while pattern[i] != "{":
                i += 1
            i = message(i + 1, True)

    message(0, False)
    return [f"`{n}`#" if n in plural else f"`{n}`" for n in names]

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
en = json.load(open(os.path.join(root, "Sources/Narration/Resources/Locales/en.json")))["messages"]
missing = sorted(set(en) - set(PURPOSE))
if missing:
    sys.exit("no description for: " + ", ".join(missing) + " (add them to PURPOSE in scripts/catalog-keys.py)")
print("| key | what it is for | arguments (# = plural) |")
print("|---|---|---|")
for key in sorted(en):
    print(f"| `{key}` | {PURPOSE[key]} | {' '.join(arguments(en[key]))} |")
