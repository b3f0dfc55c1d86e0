#!/usr/bin/env python3
"""Marks a seeded-random third of the everyday corpus and of the real-data cases added for issue 37 as held out
("heldOut": true in case.json). Held-out cases are looked at only when a change is finished: their misses never
fail RealDataCorpusTests and are only counted (CHARTNARRATE_SHOW_HELD_OUT=1 lists them). The draw is made once,
with the seed below, over the ids sorted by name, so it can be repeated and checked; re-running it leaves the marks
as they are. The real-data cases that existed before issue 37 are all tuned.
Usage: python3 scripts/real-data/split-held-out.py"""
import json, os, random

SEED = 3637  # issues 36 and 37
HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "..", "..", "Tests", "ChartNarrateTests")

# The real-data cases written by export-visible-events-corpus.py (issue 37).
ISSUE_37 = sorted("""
air-crashes-by-year animals-brain-body bosnia-population-five-yearly brent-oil-monthly cambodia-population-five-yearly
canada-population-census china-income-by-sector co2-800000-years coffee-imports-five-countries countries-area-population
countries-internet-users dow-jones-1980-2012 dow-jones-returns-1987 dow-jones-returns-1989 dow-jones-weekly-1980-1994
gdp-per-person-europe gdp-per-person-five-countries germany-vehicle-production greenhouse-gases-two-millennia
island-mammal-species kuwait-population-five-yearly mammal-running-speed msci-switzerland msci-switzerland-returns-2001
nyse-composite nyse-returns-1997 oil-companies-sales-value ontario-largest-cities pizza-orders-by-hour
population-five-european-countries population-five-large-countries population-six-countries rodents-caught-by-year
rwanda-population-five-yearly siemens-returns-1989 sp500-1950-2015 sp500-returns-1986-1990 ukraine-population-columns
us-gdp-imports-exports us-households-computer-access us-industrial-production vehicle-production-five-countries
""".split())


def held_out(ids, seed):
    """A third of ids (rounded), drawn with the seed from the sorted list."""
    ids = sorted(ids)
    return set(random.Random(seed).sample(ids, round(len(ids) / 3)))


def mark(folder, ids, chosen):
    for cid in ids:
        path = os.path.join(folder, cid, "case.json")
        case = json.load(open(path))
        case.pop("heldOut", None)
        if cid in chosen:
            case["heldOut"] = True
        with open(path, "w") as f:
            json.dump(case, f, ensure_ascii=False, indent=1); f.write("\n")


def main():
    everyday = os.path.join(TESTS, "Everyday")
    everyday_ids = sorted(d for d in os.listdir(everyday) if os.path.exists(os.path.join(everyday, d, "case.json")))
    e, r = held_out(everyday_ids, SEED), held_out(ISSUE_37, SEED)
    mark(everyday, everyday_ids, e)
    mark(os.path.join(TESTS, "RealData"), ISSUE_37, r)
    print(f"everyday: {len(e)} of {len(everyday_ids)} held out; real data (issue 37): {len(r)} of {len(ISSUE_37)} held out")


if __name__ == "__main__":
    main()
