#!/usr/bin/env python3
"""Writes the examples made from real public data (no network: the data ship inside a PyPI package).

- examples/us-employment.xml: US nonfarm payroll employment, monthly, Jan 2006 – Dec 2015, seasonally
  adjusted (U.S. Bureau of Labor Statistics, Current Employment Statistics): a recession dip and recovery.
- examples/seattle-weather.xml: daily high and low temperature in Seattle, 2012–2015 (NOAA National Climatic
  Data Center, station USW00024233): a yearly cycle.
- examples/iowa-electricity.xml: Iowa's net electricity generation by source, 2001–2017 (U.S. Energy
  Information Administration): renewables overtaking nuclear, shares of an additive total.

The files come from the `vega_datasets` package (BSD-3-Clause; the underlying data are US public domain):
    pip install vega_datasets && python3 scripts/import-public-examples.py
Run from the repository root. Output is deterministic.
"""
import csv
import os
from xml.sax.saxutils import escape, quoteattr

import vega_datasets

DATA = os.path.join(os.path.dirname(vega_datasets.__file__), "_data")
HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'


def rows(name):
    with open(os.path.join(DATA, name), newline="") as f:
        return list(csv.DictReader(f))


def text(tag, en, zh, indent):
    pad = " " * indent
    return f"{pad}<{tag}>{escape(en)}</{tag}>\n{pad}<{tag} xml:lang=\"zh\">{escape(zh)}</{tag}>\n"


def number(v):
    s = f"{v:.6f}".rstrip("0").rstrip(".")
    return s if s not in ("", "-0") else "0"


def us_employment():
    data = rows("us-employment.csv")
    out = [HEADER, '<chart xml:lang="en" id="employment" type="line">\n',
           text("title", "US nonfarm employment, 2006–2015", "美国非农就业人数，2006–2015 年", 2),
           '  <x-axis type="date" format="yMMM">\n', text("title", "Month", "月份", 4), "  </x-axis>\n",
           '  <y-axis type="numeric">\n', text("title", "Jobs", "就业人数", 4),
           '    <unit xml:lang="en">{value, plural, one {# job} other {# jobs}}</unit>\n',
           '    <unit xml:lang="zh">{value}个就业岗位</unit>\n', "  </y-axis>\n",
           '  <series name="Nonfarm payrolls">\n', '    <name xml:lang="zh">非农就业</name>\n']
    for r in data:
        # The source counts thousands of jobs; the descriptor states jobs.
        out.append(f'    <point x="{r["month"][:7]}" y="{int(round(float(r["nonfarm"]) * 1000))}"/>\n')
    out.append("  </series>\n</chart>\n")
    return "".join(out)


def seattle_weather():
    data = rows("seattle-weather.csv")
    out = [HEADER, '<chart xml:lang="en" id="seattle" type="line">\n',
           text("title", "Daily temperature in Seattle, 2012–2015", "西雅图每日气温，2012–2015 年", 2),
           '  <x-axis type="date">\n', text("title", "Date", "日期", 4), "  </x-axis>\n",
           '  <y-axis type="numeric" unit="temperature-celsius">\n', text("title", "Temperature", "气温", 4),
           '    <gridline at="0"/>\n', "  </y-axis>\n"]
    for key, en, zh in (("temp_max", "Daily high", "日最高气温"), ("temp_min", "Daily low", "日最低气温")):
        out.append(f"  <series name={quoteattr(en)}>\n    <name xml:lang=\"zh\">{escape(zh)}</name>\n")
        out.append('    <values x-start="2012-01-01" x-step="P1D">\n')
        values = [number(float(r[key])) for r in data]
        for i in range(0, len(values), 20):
            out.append("      " + " ".join(values[i:i + 20]) + "\n")
        out.append("    </values>\n  </series>\n")
    out.append("</chart>\n")
    return "".join(out)


def iowa_electricity():
    data = rows("iowa-electricity.csv")
    names = {"Fossil Fuels": "化石燃料", "Nuclear Energy": "核能", "Renewables": "可再生能源"}
    out = [HEADER, '<chart xml:lang="en" id="iowa" type="area">\n',
           text("title", "Iowa electricity generation by source, 2001–2017", "艾奥瓦州各类能源发电量，2001–2017 年", 2),
           '  <x-axis type="date" format="y">\n', text("title", "Year", "年份", 4), "  </x-axis>\n",
           '  <y-axis type="numeric" unit="energy-kilowatt-hour">\n',
           text("title", "Net generation", "净发电量", 4), "  </y-axis>\n"]
    for source, zh in names.items():
        out.append(f"  <series name={quoteattr(source)}>\n    <name xml:lang=\"zh\">{zh}</name>\n")
        for r in data:
            if r["source"] == source:
                # The source states thousands of megawatt-hours; a kilowatt-hour is CLDR's energy unit.
                out.append(f'    <point x="{r["year"][:4]}" y="{int(r["net_generation"]) * 1_000_000}"/>\n')
        out.append("  </series>\n")
    out.append("</chart>\n")
    return "".join(out)


if __name__ == "__main__":
    for name, build in (("us-employment", us_employment), ("seattle-weather", seattle_weather),
                        ("iowa-electricity", iowa_electricity)):
        with open(os.path.join("examples", name + ".xml"), "w", encoding="utf-8") as f:
            f.write(build())
        print("wrote examples/%s.xml" % name)
