#!/usr/bin/env python3
"""Prints the Markdown table of catalog keys for docs/translating.md, generated from Locales/en.json:
every key, what it is for, the arguments its English message uses, and which of them are plural.
Usage: python3 scripts/catalog-keys.py > /tmp/keys.md, then paste between the markers in the guide."""
import json, os, re, sys

PURPOSE = {
    "chart.type": "the chart type as a noun phrase inside a sentence (select on `chartType`)",
    "chart.fallbackTitle": "title of a chart that has none (“Chart 2”)",
    "text.sentenceSeparator": "what joins the sentences of a paragraph (a space; empty in Chinese)",
    "item.at": "a position with its preposition (“on Mar 5”, “in March”, “for North”), on a titled numeric axis with its name when `xNamed` (“at trading day 1,979”); used inside other messages as `minWhen`, `maxWhen`, `at`",
    "item.namedX": "a position that starts a span on a titled numeric axis, with the axis's name: “from hours 0.00 to 24.17”, “From age 3 to 25 it went …”",
    "date.weekdayTime": "a position that names a weekday and a time of day only (an axis format such as `EEEEHHmm`): “Wednesday at 15:00”, “Mittwoch um 15:00”",
    "short.course": "the short description of a series too short to test for a shape (2–9 values on a date axis): where it started and ended",
    "finding.pairedChange": "two series over categories, the second lower (or higher, `lower`) than the first in all but a few (`exceptions`, each a `finding.pairedChange.item`): “1932 was lower than 1931 for all but Morris (41.51 against 29.29)”",
    "finding.path": "a connected scatter plot's path (points joined in the order given): from its first point's label to its last (`hasLabels`), where x and y went (`xDirection`, `yDirection`: rose, fell, same)",
    "finding.pairedChange.item": "one exception of `finding.pairedChange`: the category and the two values, the second series' first",
    "item.range": "a range of two positions (“Q1 to Q3”); spans that are not dates",
    "item.marker": "a marker word in the walkthrough: highest, lowest, unusual, and the landmarks of findings (turning point, record, …)",
    "long.construction.chart": "long description, construction: type, title, number of series and points",
    "long.construction.xAxis": "the x axis: title and span, categories, or range",
    "long.construction.yAxis": "the y axis: title and range",
    "long.construction.seriesNames": "the names of the series",
    "long.construction.missing": "how many values a series is missing",
    "long.stats.extremes": "minimum and maximum with where they happen; also the short description of series of fewer than 6 values over ordered categories with no finding (each series, at most 3)",
    "long.stats.constant": "a series that never changes",
    "long.stats.average": "mean and median",
    "long.stats.total": "sum (bar and column charts)",
    "long.stats.omitted": "series past the first 20 not described one by one, counted",
    "long.stats.change": "change from the first to the last point, with percentage when meaningful",
    "long.summary": "the author’s summary, when the descriptor has it in this language",
    "walkthrough.series": "walkthrough heading of a series",
    "walkthrough.intervalsInstead": "a long series is walked through by intervals",
    "walkthrough.point": "one point: position, value, label, change from the previous point, markers",
    "walkthrough.missing": "a point without a value",
    "walkthrough.seriesOmitted": "series past the first 20 not walked through, counted",
    "digest.interval": "one interval digest: label, length, missing values, range and mean, what stands out",
    "digest.noValues": "an interval without values",
    "caption.audioGraph": "caption shown over a sonified series in WebVTT captions",
    "briefing.listen": "spoken before the audio graphs",
    "briefing.seriesCue": "spoken before each series is played",
    "briefing.togetherCue": "spoken before the series a chart compares are played together, each at its place from left to right (past five series only the two ends are named)",
    "briefing.someTogetherCue": "spoken before 20 series of a chart with more are played together (a listener follows no more): how many of how many, and the two ends",
    "briefing.markerLabel": "the short label said over an audio graph at a landmark with `--graph-labels` (one to four words: the place, \"record, \" before a record)",
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
    "html.braille": "HTML output: summary of the braille sparklines",
    "html.exploreKeys": "HTML output: summary of the list of keys that explore the drawn chart",
    "html.landmark": "HTML output: a landmark's entry in the drawn chart's key: its role (the landmark roles, `highest`, `lowest`) and the value there",
    "html.tones": "HTML output: label of the button that turns the explorer's tones on and off (`aria-pressed`)",
    "braille.caption": "braille output: caption of a series' sparkline, with the y range it spans",
    "item.point": "a point named for a reader: its label when it has one, else value and position (outliers, influential points)",
    "item.during": "a span of dates a group of points falls in (“over Mar – Apr 2008”)",
    "item.phaseRange": "a range of seasonal phases (“June–August”, “2 PM–4 PM”); `period` says which kind",
    "item.month": "a month name as a seasonal phase (`monthName` is ICU's stand-alone name)",
    "item.otherSeries": "series past the first 20 in the list of names, counted (“and 9,980 other series”)",
    "item.others": "ties beyond two, counted (“and 3 other days”)",
    "item.tied": "many tied points, counted only (“838 days”)",
    "item.tiedWith": "many tied points beside a value (“(838 days)”)",
    "text.clauseSeparator": "what joins the clauses of a shape sentence (“, ”)",
    "finding.shape": "the shape of a series: its clauses joined (“A fell …, then rose …”)",
    "finding.shape.clause": "one segment of a shape: direction, start and end level and position (first segment says where it starts)",
    "finding.shape.then": "the last clause of a shape of several segments (“then …”)",
    "finding.shape.growth": "what a shape that only rises adds at its end, where ratios of the values mean something: its factor (“, a 74-fold rise”) and, where the analysis found a steady rate, its doubling time (`doubling`; `periodUnit` year, month, day, hour or plain, `periodCount`, `period`); `factorCount` is the factor as a number for languages whose word for “times” agrees with it; empty for other shapes",
    "finding.levelShift": "a step change of level around a position (`more`: a series' later steps)",
    "finding.levelShift.then": "a later step of the same series, inside that sentence (“, then dropped around 1923 to about 0”)",
    "finding.seasonality": "the phases of the day, week or year where a series peaks and bottoms out, and the swing",
    "finding.cycle": "a repeating cycle: its length and its highest peak",
    "finding.record": "a record high or low, beyond the earlier one",
    "finding.drawdown": "the largest fall from a peak to a trough, and whether the peak was regained; `spanSaid` when a shape said before it falls from the same peak to the same trough (then only the depth and the recovery are said); `recovered` is yes, no, or end (the fall lasts to the last value: nothing to add about a recovery)",
    "finding.gap": "a run of missing values",
    "finding.outliers": "unusual values (or points far from the trend of a scatter plot), in groups",
    "finding.outliers.group": "one group of unusual values: one point, or a range of values over a span; a run that one point dominates (`hasDominant`) names that point first (`dominantPoint`)",
    "finding.steady": "a series that stays at (or close to) one level",
    "finding.overtake": "one series overtaking another, and how often they changed places",
    "finding.dominance": "one series above the others throughout (or at most points); `atEvery` yes over ordered categories with a titled axis: \"at every {xNameInSentence}\" instead of \"throughout\"",
    "finding.dominance.others": "the others of a dominance when they are every other series, four or more: “the other 13” (stands where the names would, in the dominance sentence's case)",
    "finding.splitLead": "two series over 3–6 categories, each higher at some: who is higher where (“Wool A was higher than wool B at L (44.56 against 28.22) and H (…); wool B was higher at M (…)”); `firstAt` and `secondAt` are lists of `finding.splitLead.item`",
    "finding.splitLead.item": "one category of a split lead with the leader's value against the other's: “L (44.56 against 28.22)”",
    "finding.scale": "a rating scale told by its sides and middle, the larger side first (`firstNames` … `secondNames`, then `middleNames` when `hasMiddle`): each side's share; with counts (`isCount`) of their `total`, and in the long description (`showCounts`) each side's count; there also the most common answer (`hasMode`): “Of 96, 82% (79) were Moderately satisfied or Very satisfied, 18% (17) Very dissatisfied or A little dissatisfied; the most common answer was Moderately satisfied (45%)”",
    "finding.scale.range": "a side of three or more answers, by its first and last: “0 bad to 4”, “Slightly accurate to Very accurate”",
    "finding.periodChange": "grouped bars whose series are periods: the change of each category from the first period to the last; the way most went (`rise`), named (`form`: `names`, `allBut` the few `exceptions`, or `count`), the one that moved most (`hasMost`), the others (`hasOthers`, items of `finding.periodChange.item` in the long description; `othersAreLargest` when the one exception was the largest), those that barely changed (`hasFlat`), a new leader (`overtook`): “From 2022 to 2023, Samsung, Xiaomi, and OPPO fell, Samsung the most, by 14%; Apple (226.2 to 234.6) and Transsion (72.6 to 94.9) rose, Transsion the most, by 31%; Apple overtook Samsung”",
    "finding.periodChange.item": "one category with its value in the first and the last period: “Apple (226.2 to 234.6)”",
    "finding.tracking": "two series moving together: mean distance and widest gap",
    "finding.growth": "the series that grew the most (or fell the least) from its first to its last value",
    "finding.shares": "shares of a total: the largest, and the series whose share moved most",
    "finding.threshold": "a series against a constant reference series: above or below it at how many points",
    "finding.sharedExtreme": "several series peaking (or bottoming out) at the same position",
    "finding.sharedExtremes": "the same series sharing both their peak and their low; `course` grew/shrank (lows at one end of a course, highs at the other) or rose/fell (ordered categories, every series the same way at every step: “all rose with age at every step, from 50-54 to 70-74”)",
    "finding.commonShape": "several series with the same shape: the common course once, then each series' values",
    "finding.commonShape.clause": "one segment of a common shape: direction and the positions it runs between",
    "finding.commonShape.level": "one series' value at a boundary of a common shape (“from -3.3”, “to 26.1”)",
    "finding.commonShape.values": "one series' values along a common shape (`levels` joined by `text.wordSeparator`)",
    "finding.commonSeasonality": "several series with the same season: the shared peak and low phases, each one's swing",
    "item.labelled": "a labelled point with its position (“Cadillac Fleetwood (5,250 pounds)”)",
    "item.labelledAt": "where labelled points are, with the axis preposition (“for Cadillac Fleetwood (5,250 pounds)”)",
    "long.stats.averageNamed": "mean and median, naming the series (when the findings already said its extremes)",
    "text.wordSeparator": "what joins the levels of one series in a common shape (a space; empty in Chinese)",
    "finding.ranking": "categories ranked: leader, gap to the second, last, ratio, share; `namesSeries` when one series of several is ranked (“For 1931, Waseca led …”); `concentration` tail (“the 7 largest of 48 held 95 % of the total”) or majority (shares of a whole: “Brown and Blond together made up 69.8 %, more than half”); `even` when parts of a whole are nearly equal: their `spread` (“all lay within 3.2 percentage points of each other”)",
    "finding.correlation": "the relation of y to x in a scatter plot: form, direction, change per step; on log scales (`scale` logLog: x spans orders of magnitude) the orders of magnitude (`decades`) and, for a line on the logs, the exponent of the power (`hasExponent`, `exponent`), in the present tense: “Mammal species rises roughly as a power of area (exponent about 0.24), across 5 orders of magnitude of area”",
    "finding.correlation.subset": "a correlation coefficient measured without the points far from the relation, beside the one over all points: “0.99 without Cambridge; 0.64 over all points” (inside “r = …”)",
    "finding.correlation.offScale": "points a log scale cannot place (zero or below), left out of a relation on log scales (inside “r = …”)",
    "finding.correlation.allPoints": "a scatter of groups: the name its relation over all their points is said under (`count` points), in the place of a series' name",
    "finding.giants": "the few points far out along an axis whose values span orders of magnitude (`axes`: one `finding.giants.axis` each, joined by `finding.giants.separator`)",
    "finding.giants.axis": "the giants along one axis: how many (`count`), named by their labels with their values after them (`hasLabels`), and, where the relation has not said it, how many orders of magnitude the axis's values span (`saysDecades`, `decades`)",
    "finding.giants.separator": "what joins the giants' items of two axes (a semicolon: each item may hold an \"and\")",
    "finding.influence": "one point that decides (or creates) a correlation",
    "finding.groupReversal": "a relation that goes one way within a scatter plot's groups and the other way pooled (“Within each of Adelie, Chinstrap, and Gentoo, … rose …, yet across all points together it fell”)",
    "finding.relationContrast": "the relations of a scatter plot's groups told once: alike (“For treated and untreated alike, rate rose steeply with conc, then levelled off…”), one steeper (“…; it rose more for treated, by about 160 from 0.02 to 1.1, against 109 for untreated”), or differing in form (“Len followed dose differently in each group: …”); `outcome` is alike, steeper or differ",
    "finding.relationContrast.form": "one group's relation in words, without its group or coefficient (“rose along a line as dose rose, by about 1.2 per 0.1”); it follows the y name in en, and holds its own subject where a language needs it",
    "finding.relationContrast.group": "one group and its form in a contrast of forms (“for VC it rose along a line…”)",
    "finding.relationContrast.separator": "what joins the groups of a contrast of forms (“; ”)",
    "finding.signRun": "the longest stretches a series spent below or above zero (“… was below zero for 21 months in a row, from Feb 2008 to Oct 2009, and above zero for the last 63 months, from Oct 2010 on”)",
    "finding.signRun.stretch": "one stretch of that sentence: its side of zero, length in points of the x unit, first and last position, or from its first position to the end",
    "finding.commonMove": "most of a chart's series moving the same way over the same stretch (“All 14 series rose from Oct 2007 to Feb 2010”), with their total where values add up",
    "finding.gaps": "several runs of missing values of one series in one sentence, in x order (“No data for CO2 over Sep 13 – Nov 1, 1958 (8 weeks) and Jan 25 – May 23, 1964 (18 weeks)”); `items` is a list of `finding.gap.item` (the five longest), `others` how many shorter ones there are besides",
    "finding.gap.item": "one run of that sentence: its span and its length in points of the x unit",
    "finding.clusters": "the points of a scatter plot falling into two or three clusters, each with its size and centre (`items`, each a `finding.clusters.item`)",
    "finding.clusters.item": "one cluster of that sentence: how many points, around which x and y",
    "finding.clusters.separator": "what joins the clusters' items (a semicolon: each item already holds an \"and\")",
    "unit.percentagePoints": "a difference of two percentages, in percentage points (“9.5 percentage points”)",
    "finding.course": "the rises and falls a reader sees in a series no tested shape describes, as facts of the data: in the short description one summary (its net rise or fall, its peak, its low, or its largest move), in the long one every move (“Price rose 88% from 94.16 on Jan 8 to a high of 177.94 on Dec 29”)",
    "finding.course.move": "one move of that sentence: rise or fall, its change, where it starts (first move only) and ends, and whether it ends at the series' high or low",
    "finding.course.change": "the size of a move: a factor (“4.5-fold”) when it at least doubled, a percentage where ratios of the values mean something, else an amount in the y unit",
    "finding.groups": "groups of a scatter plot (by series or a category axis) with the highest and lowest mean; `hasLead` when one series is above the others at every x they share (“treated was higher than untreated at every conc both have (6 values), by about 44 at 1.1”); `partial` when replicates show the lead at some x and no clear difference at the rest (“OJ was higher than VC at dose 0.5 and 1.0, by about 5.9 at 1.0; at 2.0 there was no clear difference (26.06 against 26.14)”)",
    "short.type": "first words of the short description: the chart type",
    "short.noFinding": "the short description when nothing stands out: the range of the first series",
    "briefing.listenFor": "what to listen for in the audio graph that follows (select on the top finding's `kind`; a threshold says its reference plays as a steady tone on the right; a shared extreme says when every series peaks)",
    "briefing.chartHeading": "a chart's title in a briefing, numbered when there are several",
    "briefing.overview": "a briefing of several charts: how many and their titles",
    "briefing.construction": "a briefing's short construction sentence: type, series, categories or span",
    "briefing.stats": "a briefing's statistics of one series: lowest and highest with where, each only when no finding said it (`statsMin`, `statsMax`)",
    "briefing.inShort": "heading before the closing summary of a briefing of several charts",
    "number.outOfRange": "a value beyond the range of numbers (a change from −1.7×10³⁰⁸ to 1.7×10³⁰⁸): “more than 1.8E308”; `sign` is positive, negative or unknown",
    "speech.scientific": "how scientific notation (“1.7E308”) is spoken; `mantissa` and `exponent` are digits, spelled out afterwards like any number",
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
    "finding.commonShape": "several series with the same shape: the common course once, then each series' values",
    "finding.commonShape.clause": "one segment of a common shape: direction and the positions it runs between",
    "finding.commonShape.level": "one series' value at a boundary of a common shape (“from -3.3”, “to 26.1”)",
    "finding.commonShape.values": "one series' values along a common shape (`levels` joined by `text.wordSeparator`)",
    "finding.commonSeasonality": "several series with the same season: the shared peak and low phases, each one's swing",
    "text.wordSeparator": "what joins the levels of one series in a common shape (a space; empty in Chinese)",
    "long.stats.averageNamed": "mean and median, naming the series (when the findings already said its extremes)",
    "item.labelled": "a labelled point with its position (“Cadillac Fleetwood (5,250 pounds)”)",
    "item.labelledAt": "where labelled points are, with the axis preposition (“for Cadillac Fleetwood (5,250 pounds)”)",
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
