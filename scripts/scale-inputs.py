#!/usr/bin/env python3
"""Writes hourly readings as a CSV table and the equivalent descriptor, for measuring the readers at scale.

Usage: scripts/scale-inputs.py COUNT FOLDER  ->  FOLDER/readings-COUNT.csv and .xml (every 10,007th value missing).
Read the CSV with: --title "Sensor readings" --y Reading --y-title Reading --y-format .0 --text-lang en
"""
import datetime
import math
import sys

count, folder = int(sys.argv[1]), sys.argv[2]
start = datetime.datetime(2024, 1, 1)
with open(f"{folder}/readings-{count}.csv", "w") as csv, open(f"{folder}/readings-{count}.xml", "w") as xml:
    csv.write("Time,Reading\n")
    xml.write('<?xml version="1.0" encoding="UTF-8"?>\n<chart id="readings" type="line" xml:lang="en">\n'
              '<title>Sensor readings</title>\n<x-axis type="date"><title>Time</title></x-axis>\n'
              '<y-axis type="numeric" format=".0"><title>Reading</title></y-axis>\n<series name="Sensor">\n')
    day = None
    for i in range(count):
        if i % 24 == 0:
            day = (start + datetime.timedelta(days=i // 24)).strftime("%Y-%m-%d")
        x = f"{day}T{i % 24:02d}:00"
        v = 100 + 0.00002 * i + 10 * math.sin(2 * math.pi * i / 8766) + 4 * (((i * 2654435761) % 1000) / 1000 - 0.5)
        y = "" if i % 10_007 == 5 else f"{v:.1f}"
        csv.write(f"{x},{y}\n")
        xml.write(f'<point x="{x}" y="{y}"/>\n')
    xml.write("</series>\n</chart>\n")
