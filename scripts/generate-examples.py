#!/usr/bin/env python3
"""Regenerates examples/*.xml deterministically (fixed seeds, no network).

The numbers are synthetic but shaped like the real thing: a year of a commuter's step counts with
weekends, holidays, a summer high and days the watch was off; climate-normal-like monthly means;
plausible quarterly revenue; the 1974 Motor Trend car data; a hot week of a city grid's hourly load.
Run from the repository root: python3 scripts/generate-examples.py
"""
import datetime as dt
import math
import random
from xml.sax.saxutils import escape, quoteattr

HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'


def daily_steps():
    rng = random.Random(20240101)
    start = dt.date(2024, 1, 1)
    missing = {
        dt.date(2024, 2, 14): ("Watch charging", "手表充电"),
        dt.date(2024, 4, 3): ("Watch charging", "手表充电"),
        dt.date(2024, 6, 21): ("Watch left at home", "手表忘在家里"),
        dt.date(2024, 8, 9): ("Sensor error", "传感器故障"),
        dt.date(2024, 8, 10): ("Sensor error", "传感器故障"),
        dt.date(2024, 10, 30): ("Watch charging", "手表充电"),
        dt.date(2024, 12, 24): ("Watch left at home", "手表忘在家里"),
    }
    hike = {dt.date(2024, 5, 18): ("Mountain hike", "登山"), dt.date(2024, 9, 14): ("City marathon", "城市马拉松")}
    sick = [dt.date(2024, 3, d) for d in range(11, 16)]
    points = []
    for i in range(366):
        day = start + dt.timedelta(days=i)
        season = 1200 * math.sin((i - 100) / 366 * 2 * math.pi)  # more walking in late spring and summer
        weekday = day.weekday()
        base = 8200 if weekday < 5 else (10400 if weekday == 5 else 6900)
        value = base + season + rng.gauss(0, 1300)
        if day in sick:
            value = 1800 + rng.gauss(0, 400)
        if dt.date(2024, 7, 22) <= day <= dt.date(2024, 8, 2):  # holiday: long walks
            value += 4200
        label = None
        if day in hike:
            value = 27_000 + rng.gauss(0, 1500) if day.month == 5 else 48_600
            label = hike[day]
        if day in missing:
            points.append((day, None, missing[day]))
            continue
        points.append((day, max(400, int(round(value / 10)) * 10), label))
    lines = [HEADER, '<report xml:lang="en" version="1">\n',
             '  <title>Personal activity, 2024</title>\n',
             '  <title xml:lang="zh">2024 年个人活动</title>\n',
             '  <intro>This briefing covers one year of daily step counts from a wrist tracker.</intro>\n',
             '  <intro xml:lang="zh">本简报涵盖腕式计步器记录的一整年每日步数。</intro>\n',
             '  <outro>Days without data are days the tracker was not worn or not working.</outro>\n',
             '  <outro xml:lang="zh">没有数据的日子是未佩戴或计步器故障的日子。</outro>\n',
             '  <chart id="steps" type="line">\n',
             '    <title>Daily step count</title>\n',
             '    <title xml:lang="zh">每日步数</title>\n',
             '    <summary>Most days fall short of the 10,000-step goal, averaging about 8,500; Saturdays, a late-July holiday, a May hike and a September marathon rise well above it, and a week of illness in March drops below 2,500 a day.</summary>\n',
             '    <summary xml:lang="zh">大多数日子未达到一万步的目标，平均约八千五百步；周六、七月下旬的假期、五月的登山和九月的马拉松明显超出目标，三月生病的一周每天不到两千五百步。</summary>\n',
             '    <x-axis type="date" format="MMMd">\n',
             '      <title>Date</title>\n',
             '      <title xml:lang="zh">日期</title>\n',
             '      <range min="2024-01-01" max="2024-12-31"/>\n']
    for month in range(2, 13):
        lines.append(f'      <gridline at="2024-{month:02d}-01"/>\n')
    lines += ['    </x-axis>\n',
              '    <y-axis type="numeric" scale="linear" format="precision-integer">\n',
              '      <title>Steps</title>\n',
              '      <title xml:lang="zh">步数</title>\n',
              '      <range min="0" max="50000"/>\n',
              '      <gridline at="10000"/>\n',
              '      <unit xml:lang="en">{value, plural, one {# step} other {# steps}}</unit>\n',
              '      <unit xml:lang="zh">{value}步</unit>\n',
              '    </y-axis>\n',
              '    <series name="Daily steps" continuous="true">\n',
              '      <name xml:lang="zh">每日步数</name>\n']
    for day, value, label in points:
        y = "" if value is None else str(value)
        if label is None:
            lines.append(f'      <point x="{day.isoformat()}" y="{y}"/>\n')
        else:
            lines.append(f'      <point x="{day.isoformat()}" y="{y}" label={quoteattr(label[0])}>'
                         f'<label xml:lang="zh">{escape(label[1])}</label></point>\n')
    lines += ['    </series>\n', '    <series name="Goal" continuous="true">\n',
              '      <name xml:lang="zh">目标</name>\n',
              '      <values x-start="2024-01-01" x-step="P1D">',
              ' '.join(['10000'] * 366), '</values>\n',
              '    </series>\n', '  </chart>\n', '</report>\n']
    return ''.join(lines)


def monthly_temperature():
    # Shaped on 1991-2020 climate normals, with a little deterministic year-to-year noise.
    normals = {
        ("Beijing", "北京"): [-3.1, 0.3, 6.7, 14.8, 20.8, 24.9, 26.7, 25.5, 20.8, 13.7, 5.0, -0.9],
        ("Shanghai", "上海"): [4.8, 6.4, 10.1, 15.6, 20.9, 24.5, 28.6, 28.3, 24.6, 19.5, 13.7, 7.6],
        ("Guangzhou", "广州"): [13.9, 15.2, 18.1, 22.3, 25.8, 27.6, 28.9, 28.8, 27.6, 24.8, 20.3, 15.6],
    }
    rng = random.Random(2023)
    out = [HEADER, '<chart xml:lang="en" id="temperature" type="line">\n',
           '  <title>Monthly mean temperature in three Chinese cities, 2023</title>\n',
           '  <title xml:lang="zh">2023 年中国三座城市的月平均气温</title>\n',
           '  <x-axis type="date" format="MMM">\n',
           '    <title>Month</title>\n', '    <title xml:lang="zh">月份</title>\n', '  </x-axis>\n',
           '  <y-axis type="numeric" unit="temperature-celsius" format="precision-increment/0.1">\n',
           '    <title>Mean temperature</title>\n', '    <title xml:lang="zh">平均气温</title>\n',
           '    <range min="-10" max="35"/>\n', '    <gridline at="0"/>\n', '  </y-axis>\n']
    for (en, zh), values in normals.items():
        out.append(f'  <series name="{en}">\n    <name xml:lang="zh">{zh}</name>\n')
        for month, v in enumerate(values, start=1):
            out.append(f'    <point x="2023-{month:02d}" y="{v + rng.uniform(-0.8, 0.8):.1f}"/>\n')
        out.append('  </series>\n')
    out.append('</chart>\n')
    return ''.join(out)


def quarterly_revenue():
    regions = [("na", "North America", "北美", 412.0, 0.031), ("eu", "Europe", "欧洲", 286.0, 0.012),
               ("apac", "Asia Pacific", "亚太", 198.0, 0.058), ("latam", "Latin America", "拉丁美洲", 64.0, 0.024)]
    seasonality = [0.94, 0.99, 1.01, 1.09]  # holiday quarter strongest
    rng = random.Random(42)
    out = [HEADER, '<chart xml:lang="en" id="revenue" type="bar">\n',
           '  <title>Quarterly revenue by region, 2024</title>\n',
           '  <title xml:lang="zh">2024 年各地区季度营收</title>\n',
           '  <summary>North America leads every quarter; Asia Pacific grows fastest; all regions peak in the fourth quarter.</summary>\n',
           '  <summary xml:lang="zh">北美每个季度都领先；亚太增长最快；各地区均在第四季度达到峰值。</summary>\n',
           '  <x-axis type="category" ordered="true">\n', '    <title>Quarter</title>\n', '    <title xml:lang="zh">季度</title>\n']
    quarters = [("q1", "Q1", "第一季度"), ("q2", "Q2", "第二季度"), ("q3", "Q3", "第三季度"), ("q4", "Q4", "第四季度")]
    for qid, en, zh in quarters:
        out.append(f'    <category id="{qid}"><label>{en}</label><label xml:lang="zh">{zh}</label></category>\n')
    out += ['  </x-axis>\n', '  <y-axis type="numeric" format="currency/USD compact-short">\n',
            '    <title>Revenue</title>\n', '    <title xml:lang="zh">营收</title>\n',
            '    <range min="0" max="500000000"/>\n', '  </y-axis>\n']
    for rid, en, zh, base, growth in regions:
        out.append(f'  <series name="{en}">\n    <name xml:lang="zh">{zh}</name>\n')
        for q, (qid, _, _) in enumerate(quarters):
            millions = base * (1 + growth) ** q * seasonality[q] * rng.uniform(0.98, 1.02)
            out.append(f'    <point x="{qid}" y="{int(round(millions * 1000)) * 1000}"/>\n')
        out.append('  </series>\n')
    out.append('</chart>\n')
    return ''.join(out)


MTCARS = [  # Motor Trend 1974 road tests: name, mpg, cylinders, weight (1000 lb)
    ("Mazda RX4", 21.0, 6, 2.620), ("Mazda RX4 Wag", 21.0, 6, 2.875), ("Datsun 710", 22.8, 4, 2.320),
    ("Hornet 4 Drive", 21.4, 6, 3.215), ("Hornet Sportabout", 18.7, 8, 3.440), ("Valiant", 18.1, 6, 3.460),
    ("Duster 360", 14.3, 8, 3.570), ("Merc 240D", 24.4, 4, 3.190), ("Merc 230", 22.8, 4, 3.150),
    ("Merc 280", 19.2, 6, 3.440), ("Merc 280C", 17.8, 6, 3.440), ("Merc 450SE", 16.4, 8, 4.070),
    ("Merc 450SL", 17.3, 8, 3.730), ("Merc 450SLC", 15.2, 8, 3.780), ("Cadillac Fleetwood", 10.4, 8, 5.250),
    ("Lincoln Continental", 10.4, 8, 5.424), ("Chrysler Imperial", 14.7, 8, 5.345), ("Fiat 128", 32.4, 4, 2.200),
    ("Honda Civic", 30.4, 4, 1.615), ("Toyota Corolla", 33.9, 4, 1.835), ("Toyota Corona", 21.5, 4, 2.465),
    ("Dodge Challenger", 15.5, 8, 3.520), ("AMC Javelin", 15.2, 8, 3.435), ("Camaro Z28", 13.3, 8, 3.840),
    ("Pontiac Firebird", 19.2, 8, 3.845), ("Fiat X1-9", 27.3, 4, 1.935), ("Porsche 914-2", 26.0, 4, 2.140),
    ("Lotus Europa", 30.4, 4, 1.513), ("Ford Pantera L", 15.8, 8, 3.170), ("Ferrari Dino", 19.7, 6, 2.770),
    ("Maserati Bora", 15.0, 8, 3.570), ("Volvo 142E", 21.4, 4, 2.780),
]


def car_scatter():
    out = [HEADER, '<chart xml:lang="en" id="cars" type="scatter">\n',
           '  <title>Car weight and fuel economy (Motor Trend, 1974)</title>\n',
           '  <title xml:lang="zh">汽车重量与燃油经济性（《Motor Trend》，1974 年）</title>\n',
           '  <summary>Heavier cars travel fewer miles per gallon; the eight-cylinder cars are the heaviest and thirstiest.</summary>\n',
           '  <summary xml:lang="zh">车越重，每加仑行驶的英里数越少；八缸车最重，也最耗油。</summary>\n',
           '  <x-axis type="numeric" unit="mass-pound" format="precision-integer">\n',
           '    <title>Weight</title>\n', '    <title xml:lang="zh">车重</title>\n',
           '    <range min="1000" max="6000"/>\n', '  </x-axis>\n',
           '  <y-axis type="numeric" unit="consumption-mile-per-gallon" format="precision-increment/0.1">\n',
           '    <title>Fuel economy</title>\n', '    <title xml:lang="zh">燃油经济性</title>\n',
           '    <range min="0" max="40"/>\n', '  </y-axis>\n',
           '  <axis id="cylinders" type="category">\n',
           '    <title>Cylinders</title>\n', '    <title xml:lang="zh">气缸数</title>\n']
    for c in (4, 6, 8):
        out.append(f'    <category id="{c}"><label>{c} cylinders</label><label xml:lang="zh">{c} 缸</label></category>\n')
    out += ['  </axis>\n', '  <series name="Cars" continuous="false">\n', '    <name xml:lang="zh">车型</name>\n']
    for name, mpg, cyl, wt in MTCARS:
        out.append(f'    <point x="{int(round(wt * 1000))}" y="{mpg}" label={quoteattr(name)}>'
                   f'<value axis="cylinders">{cyl}</value></point>\n')
    out += ['  </series>\n', '</chart>\n']
    return ''.join(out)


def hourly_load():
    rng = random.Random(715)
    hours = 7 * 24
    temps, loads, forecast = [], [], []
    for h in range(hours):
        day, hour = divmod(h, 24)
        heat = 2.5 if day in (2, 3, 4) else 0.0  # a heat wave mid-week
        t = 29.0 + heat + 5.5 * math.sin((hour - 9) / 24 * 2 * math.pi) + rng.gauss(0, 0.4)
        shape = 0.78 + 0.22 * math.sin((hour - 8) / 24 * 2 * math.pi) + (0.05 if 18 <= hour <= 21 else 0)
        weekend = 0.9 if day >= 5 else 1.0
        load = 7400 * shape * weekend + max(0.0, t - 26) * 210 + rng.gauss(0, 60)
        temps.append(round(t, 1))
        loads.append(int(round(load)))
        forecast.append(int(round(load + rng.gauss(0, 140))))
    for h in (77, 78, 79):  # a metering outage on Thursday morning
        loads[h] = None

    def row(values):
        chunks = []
        for i in range(0, len(values), 24):
            chunks.append('      ' + ' '.join('NaN' if v is None else str(v) for v in values[i:i + 24]))
        return '\n' + '\n'.join(chunks) + '\n    '

    out = [HEADER, '<chart xml:lang="en" id="load" type="line">\n',
           '  <title>Hourly electricity load during a July heat wave</title>\n',
           '  <title xml:lang="zh">七月热浪期间的每小时电力负荷</title>\n',
           '  <x-axis type="date" format="EEEEHHmm">\n', '    <title>Time</title>\n',
           '    <title xml:lang="zh">时间</title>\n', '  </x-axis>\n',
           '  <y-axis type="numeric" unit="power-megawatt" format="precision-integer">\n',
           '    <title>Load</title>\n', '    <title xml:lang="zh">负荷</title>\n',
           '    <range min="0" max="12000"/>\n', '  </y-axis>\n',
           '  <axis id="temperature" type="numeric" unit="temperature-celsius" format="precision-increment/0.1">\n',
           '    <title>Air temperature</title>\n', '    <title xml:lang="zh">气温</title>\n', '  </axis>\n',
           '  <series name="Measured load">\n', '    <name xml:lang="zh">实测负荷</name>\n',
           '    <values x-start="2024-07-15T00:00:00" x-step="PT1H">', row(loads), '</values>\n',
           '    <values axis="temperature">', row(temps), '</values>\n', '  </series>\n',
           '  <series name="Day-ahead forecast">\n', '    <name xml:lang="zh">日前预测</name>\n',
           '    <values x-start="2024-07-15T00:00:00" x-step="PT1H">', row(forecast), '</values>\n',
           '  </series>\n', '</chart>\n']
    return ''.join(out)


if __name__ == "__main__":
    for name, make in [("daily-steps", daily_steps), ("monthly-temperature", monthly_temperature),
                       ("quarterly-revenue", quarterly_revenue), ("car-scatter", car_scatter),
                       ("hourly-load", hourly_load)]:
        with open(f"examples/{name}.xml", "w", encoding="utf-8") as f:
            f.write(make())
